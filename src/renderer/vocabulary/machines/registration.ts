import { useEffect, useState } from 'react';
import { bankConfiguration } from '../../../api/bank-configuration.ts';
import { referralIdFrom } from '../../../domain/registration-draft.ts';
import { deferredRegistrationHandle } from '../../host/registration-handle.ts';
import { defineMachine } from '../define.ts';

export default defineMachine({
  name: 'registration',
  doc: "Account opening (src/machines/registration.machine.ts): person type, data, validations, representatives, documents, terms and the bank's decision; a route asking for it gets one, started with the bank's branch and products, the invitation of the address, or the registration its continuation link (?continue=) hands over.",
  events: [
    'CHOOSE_PERSON_TYPE',
    'SAVE_DATA',
    'KEEP_DATA',
    'EDIT_DATA',
    'REQUEST_TOKEN',
    'CONFIRM_TOKEN',
    'CANCEL_TOKEN',
    'ADD_REPRESENTATIVE',
    'REMOVE_REPRESENTATIVE',
    'UPLOAD',
    'DELETE_DOCUMENT',
    'NEXT',
    'ACCEPT_TERMS',
    'SUBMIT',
    'START_AGAIN',
  ],
  useHandle: () => {
    const [handle] = useState(() => {
      const search = typeof location === 'undefined' ? '' : location.search;
      const link = new URLSearchParams(search).get('continue');
      // The continuation link's token leaves the address at once: it works once and is a credential.
      if (link) history.replaceState(history.state, '', location.pathname);
      return deferredRegistrationHandle(
        bankConfiguration,
        referralIdFrom(search),
        link && /^ho_[A-Za-z0-9_-]{10,}$/.test(link) ? link : null,
      );
    });
    useEffect(() => {
      handle.start();
      return () => handle.stop();
    }, [handle]);
    return handle;
  },
});

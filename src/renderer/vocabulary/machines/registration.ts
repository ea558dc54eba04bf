import { useEffect, useState } from 'react';
import { bankConfiguration } from '../../../api/bank-configuration.ts';
import { referralIdFrom } from '../../../domain/registration-draft.ts';
import { deferredRegistrationHandle } from '../../host/registration-handle.ts';
import { defineMachine } from '../define.ts';

export default defineMachine({
  name: 'registration',
  doc: "Account opening (src/machines/registration.machine.ts): person type, data, validations, representatives, documents, terms and the bank's decision; a route asking for it gets one, started with the bank's branch and products and the invitation of the address.",
  events: [
    'CHOOSE_PERSON_TYPE',
    'SAVE_DATA',
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
    const [handle] = useState(() =>
      deferredRegistrationHandle(bankConfiguration, typeof location === 'undefined' ? null : referralIdFrom(location.search)),
    );
    useEffect(() => {
      handle.start();
      return () => handle.stop();
    }, [handle]);
    return handle;
  },
});

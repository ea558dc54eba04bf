import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { FieldProps } from '@rjsf/utils';
import type { ZipCodeAnswer } from '../../../generated/schemas.ts';
import { zipLookupMachine, type ZipAddress } from '../../../machines/zip-lookup.machine.ts';
import { formContextOf } from '../form-context.ts';
import { ZipLookupContext, type ZipLookupStatus } from './zip-lookup-status.tsx';

type AddressData = Record<string, unknown> & { zipCode?: string };

/**
 * The address block (`ui:field: "addressBlock"`): the object's own fields, plus the zip lookup of
 * spec 001 §4 run by the zip-lookup machine. Only the person's changes of the zip code start a
 * lookup, not the value the form opened with; a found address fills its fields and sets Brazil.
 */
export function AddressBlockField(props: FieldProps<AddressData>) {
  const { registry, formData } = props;
  const services = formContextOf(registry)?.services;
  const machine = useMemo(
    () =>
      zipLookupMachine.provide({
        actors: {
          lookupZipCode: fromPromise<ZipCodeAnswer, string>(({ input }) =>
            services ? services.zipCode(input) : Promise.reject(new Error('no zip-code service')),
          ),
        },
      }),
    [services],
  );
  const actor = useActorRef(machine);
  const status = useSelector(actor, (snapshot) => snapshot.value as ZipLookupStatus);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const subscription = actor.on('ADDRESS_FOUND', ({ zipCode, address }) => {
      const { formData: current, onChange, fieldPathId } = latest.current;
      // A zip code changed again while the answer travelled keeps its own fields.
      if ((current?.zipCode ?? '').replace(/\D/g, '') !== zipCode) return;
      onChange({ ...current, ...filled(address) }, fieldPathId.path);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const zipCode = formData?.zipCode ?? '';
  const initialZipCode = useRef(zipCode);
  useEffect(() => {
    if (zipCode === initialZipCode.current) return;
    initialZipCode.current = '\u0000';
    actor.send({ type: 'ZIP_CODE_CHANGED', zipCode });
  }, [actor, zipCode]);

  const ObjectField = registry.fields.ObjectField!;
  return (
    <ZipLookupContext.Provider value={status}>
      <ObjectField {...props} />
    </ZipLookupContext.Provider>
  );
}

/** Empty answers leave a field empty (undefined), so its required rule still speaks. */
function filled(address: ZipAddress): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value === '' ? undefined : value]));
}

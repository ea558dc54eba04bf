import { useTranslation } from '../../i18n/use-translation.ts';
import { maskTaxId } from '../../domain/tax-id-format.ts';
import type { RegistrationPerson } from '../host/registration-handle.ts';
import type { PartProps } from './FlowView.tsx';
import { PersonValidations } from './ValidationsPart.tsx';

/**
 * A company's legal representatives (spec 000 §3 answerables): each one sent, with their phone and
 * e-mail to validate by token and a button that removes them (and whatever was sent for them).
 */
export function RepresentativesPart({ view, machine }: PartProps) {
  const { t } = useTranslation();
  const representatives = view.data.representatives as RegistrationPerson[];
  if (representatives.length === 0) return <p className="flow-text">{t('register.representatives.none')}</p>;
  return (
    <>
      {representatives.map((person) => (
        <section key={person.personId} className="flow-person" aria-label={person.name} data-testid="representative">
          <h3>
            {person.name} <span className="muted">{maskTaxId(person.taxId)}</span>
          </h3>
          <PersonValidations person={person} view={view} machine={machine} />
          <div>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={view.busy}
              onClick={() => void machine.send({ type: 'REMOVE_REPRESENTATIVE', personId: person.personId })}
            >
              {t('register.representatives.remove')}
            </button>
          </div>
        </section>
      ))}
    </>
  );
}

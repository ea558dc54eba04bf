import { useTranslation } from '../../i18n/use-translation.ts';
import { valueAt } from '../host/bindings.ts';
import { formatZipCode } from '../formats/text-formats.ts';
import './card-visual.css';

const HIDDEN_NUMBER = '**** **** **** ****';

/** The number in four groups; a masked number keeps its asterisks, an absent one is four groups of asterisks (spec 001 §2). */
export function cardNumberGroups(number: unknown): string {
  const text = typeof number === 'string' ? number.replace(/[^0-9*Xx•]/g, '').replace(/[Xx•]/g, '*') : '';
  if (!text) return HIDDEN_NUMBER;
  return text.match(/.{1,4}/g)!.join(' ');
}

/** The billing address in one line: street, number, complement, neighbourhood, city, state, zip code. */
export function billingAddressLine(address: unknown): string {
  if (!address || typeof address !== 'object') return '';
  const part = (field: string) => {
    const value = valueAt(address, field);
    return typeof value === 'string' ? value.trim() : '';
  };
  const zipCode = part('zipCode');
  return [
    part('street'),
    part('number'),
    part('complement'),
    part('neighborhood'),
    part('city'),
    part('state'),
    zipCode && formatZipCode(zipCode),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The selected card drawn as a card (spec 001 §2): the name on it, the number or four groups of
 * asterisks, the expiry and CVV always masked, and the billing address line under it.
 */
export function CardVisual({ card }: { card: unknown }) {
  const { t } = useTranslation();
  const displayName = String(valueAt(card, 'displayName') ?? '');
  const address = billingAddressLine(valueAt(card, 'address'));
  return (
    <figure className="card-visual-wrap" aria-label={t('cards.visual.label')}>
      <div className="card-visual" data-testid="card-visual">
        <span className="card-visual-chip" aria-hidden="true" />
        <p className="card-visual-number">
          <span className="visually-hidden">{t('cards.visual.number')} </span>
          {cardNumberGroups(valueAt(card, 'number'))}
        </p>
        <div className="card-visual-row">
          <p className="card-visual-name">{displayName || '—'}</p>
          <p className="card-visual-small">
            <span className="card-visual-caption">{t('cards.visual.expiry')}</span> **/**
          </p>
          <p className="card-visual-small">
            <span className="card-visual-caption">{t('cards.visual.cvv')}</span> ***
          </p>
        </div>
      </div>
      {address && (
        <figcaption className="card-visual-address">
          <span className="card-visual-caption">{t('cards.visual.address')}</span> {address}
        </figcaption>
      )}
    </figure>
  );
}

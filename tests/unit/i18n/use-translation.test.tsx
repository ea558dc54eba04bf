// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance, type i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, test, vi } from 'vitest';
import { useTranslation } from '../../../src/i18n/use-translation.ts';

/**
 * src/i18n's useTranslation keeps what each plain key says, and nothing stale: a key's text follows
 * the language, texts added to it, and calls with values are translated anew. However many
 * components say texts, the instance is watched once.
 */
async function instance(): Promise<i18n> {
  const texts = createInstance();
  await texts.init({
    lng: 'pt-BR',
    fallbackLng: 'pt-BR',
    resources: {
      'pt-BR': { translation: { greeting: 'Olá', count: 'Você tem {{count}} mensagens' } },
      en: { translation: { greeting: 'Hello', count: 'You have {{count}} messages' } },
    },
    interpolation: { escapeValue: false },
  });
  return texts;
}

function Texts({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <p>
      <span data-testid="plain">{t('greeting')}</span>
      <span data-testid="again">{t('greeting')}</span>
      <span data-testid="missing">{t('no.such.key')}</span>
      <span data-testid="values">{t('count', { count })}</span>
    </p>
  );
}

const shown = () => ({
  plain: screen.getByTestId('plain').textContent,
  again: screen.getByTestId('again').textContent,
  missing: screen.getByTestId('missing').textContent,
  values: screen.getByTestId('values').textContent,
});

afterEach(cleanup);

test('a plain key says its text, values are put in on every call', async () => {
  const texts = await instance();
  const { rerender } = render(
    <I18nextProvider i18n={texts}>
      <Texts count={2} />
    </I18nextProvider>,
  );
  expect(shown()).toEqual({ plain: 'Olá', again: 'Olá', missing: 'no.such.key', values: 'Você tem 2 mensagens' });
  rerender(
    <I18nextProvider i18n={texts}>
      <Texts count={5} />
    </I18nextProvider>,
  );
  expect(shown().values).toBe('Você tem 5 mensagens');
});

test('a kept text follows the language and texts added to it', async () => {
  const texts = await instance();
  render(
    <I18nextProvider i18n={texts}>
      <Texts count={1} />
    </I18nextProvider>,
  );
  expect(shown().plain).toBe('Olá');
  await act(() => texts.changeLanguage('en'));
  expect(shown()).toMatchObject({ plain: 'Hello', again: 'Hello' });
  // A locale changed while the site runs (src/renderer/screens/hot-locales.ts): its texts added, the language set again.
  texts.addResourceBundle('en', 'translation', { greeting: 'Hi there' }, true, true);
  await act(() => texts.changeLanguage('en'));
  expect(shown()).toMatchObject({ plain: 'Hi there', again: 'Hi there' });
});

test('forty components watch the instance once, and all follow its language', async () => {
  const texts = await instance();
  const on = vi.spyOn(texts, 'on');
  const storeOn = vi.spyOn(texts.store, 'on');
  render(
    <I18nextProvider i18n={texts}>
      {Array.from({ length: 40 }, (_, index) => (
        <Texts key={index} count={index} />
      ))}
    </I18nextProvider>,
  );
  expect(screen.getAllByTestId('plain').map((node) => node.textContent)).toEqual(Array(40).fill('Olá'));
  // The first render subscribes (language, initialisation; texts added or taken away), the others do not.
  expect(on.mock.calls.length).toBeLessThanOrEqual(2);
  expect(storeOn.mock.calls.length).toBeLessThanOrEqual(2);
  await act(() => texts.changeLanguage('en'));
  expect(screen.getAllByTestId('plain').map((node) => node.textContent)).toEqual(Array(40).fill('Hello'));
  expect(screen.getAllByTestId('values')[7]!.textContent).toBe('You have 7 messages');
});

test('before its instance is initialised a key says itself, and the texts come with the initialisation', async () => {
  const texts = createInstance();
  render(
    <I18nextProvider i18n={texts}>
      <Texts count={3} />
    </I18nextProvider>,
  );
  expect(shown().plain).toBe('greeting');
  await act(() =>
    texts.init({
      lng: 'pt-BR',
      resources: { 'pt-BR': { translation: { greeting: 'Olá', count: 'Você tem {{count}} mensagens' } } },
      interpolation: { escapeValue: false },
    }),
  );
  expect(shown()).toMatchObject({ plain: 'Olá', again: 'Olá', values: 'Você tem 3 mensagens' });
});

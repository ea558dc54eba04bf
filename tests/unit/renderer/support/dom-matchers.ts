import { expect } from 'vitest';

/** The few DOM matchers the component tests use (jest-dom's names, without the package). */
interface DomMatchers<R = unknown> {
  toHaveAttribute(name: string, value?: string): R;
  toHaveValue(value: string | number): R;
  toHaveTextContent(text: string): R;
  toBeInTheDocument(): R;
  toBeDisabled(): R;
}

declare module 'vitest' {
  // The same type parameter as vitest's own Assertion, which this adds to.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends DomMatchers<T> {}
}

const element = (received: unknown): Element => {
  if (!(received instanceof Element)) throw new Error(`expected a DOM element, got ${String(received)}`);
  return received;
};

expect.extend({
  toHaveAttribute(received: unknown, name: string, value?: string) {
    const actual = element(received).getAttribute(name);
    const pass = value === undefined ? actual !== null : actual === value;
    return {
      pass,
      message: () =>
        `expected ${name}${value === undefined ? '' : `="${value}"`}, found ${actual === null ? 'none' : `"${actual}"`}`,
    };
  },
  toHaveValue(received: unknown, value: string | number) {
    const actual = (element(received) as HTMLInputElement).value;
    return { pass: actual === String(value), message: () => `expected the value "${String(value)}", found "${actual}"` };
  },
  toHaveTextContent(received: unknown, text: string) {
    const actual = element(received).textContent ?? '';
    return { pass: actual.includes(text), message: () => `expected the text "${text}" in "${actual}"` };
  },
  toBeInTheDocument(received: unknown) {
    return { pass: element(received).isConnected, message: () => 'expected the element in the document' };
  },
  toBeDisabled(received: unknown) {
    return { pass: (element(received) as HTMLButtonElement).disabled === true, message: () => 'expected the element disabled' };
  },
});

/**
 * spec 000 §8: in production the console is silenced, after a warning that pasting code there is
 * a fraud attempt ("self-XSS"), as Brazilian banks print.
 */
export const CONSOLE_WARNING =
  'Atenção! Esta área do navegador é destinada a desenvolvedores. Se alguém pediu para você copiar e colar algo aqui, ' +
  'trata-se de uma fraude: essa pessoa pode obter acesso à sua conta e ao seu dinheiro. Feche esta janela.';

const SILENCED = ['log', 'info', 'debug', 'warn', 'error', 'table', 'trace', 'dir', 'group', 'groupCollapsed'] as const;

export function guardConsole(target: Console = console): void {
  target.log('%cPare!', 'color:#b42318;font-size:40px;font-weight:700');
  target.log(`%c${CONSOLE_WARNING}`, 'font-size:16px');
  for (const method of SILENCED) target[method] = () => undefined;
}

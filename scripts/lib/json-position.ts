/**
 * Where a JSON text stops being JSON: the index of the first character a parser cannot take (the
 * text's length when it ends too soon), or -1 when it is JSON. JSON.parse says what is wrong but,
 * in today's engines, not always where; an analyst needs the line and column.
 */
export function jsonErrorPosition(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1;
  };
  const literal = (word: string) => {
    for (const character of word) {
      if (text[at] !== character) fail();
      at += 1;
    }
  };
  const string = () => {
    at += 1;
    while (at < text.length && text[at] !== '"') {
      const character = text[at]!;
      if (character < ' ') fail();
      if (character === '\\') {
        at += 1;
        const escaped = text[at];
        if (escaped === 'u') {
          for (let index = 1; index <= 4; index += 1) {
            if (!/[0-9a-fA-F]/.test(text[at + index] ?? '')) {
              at += index;
              fail();
            }
          }
          at += 4;
        } else if (escaped === undefined || !'"\\/bfnrt'.includes(escaped)) fail();
      }
      at += 1;
    }
    if (at >= text.length) fail();
    at += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match) fail();
    at += match![0].length;
  };
  const value = (): void => {
    space();
    const character = text[at];
    if (character === '{') {
      at += 1;
      space();
      if (text[at] === '}') return void (at += 1);
      for (;;) {
        space();
        if (text[at] !== '"') fail();
        string();
        space();
        if (text[at] !== ':') fail();
        at += 1;
        value();
        space();
        if (text[at] === ',') at += 1;
        else if (text[at] === '}') return void (at += 1);
        else fail();
      }
    }
    if (character === '[') {
      at += 1;
      space();
      if (text[at] === ']') return void (at += 1);
      for (;;) {
        value();
        space();
        if (text[at] === ',') at += 1;
        else if (text[at] === ']') return void (at += 1);
        else fail();
      }
    }
    if (character === '"') return string();
    if (character === 't') return literal('true');
    if (character === 'f') return literal('false');
    if (character === 'n') return literal('null');
    return number();
  };
  try {
    value();
    space();
    if (at < text.length) fail();
    return -1;
  } catch (position) {
    return Math.min(position as number, text.length);
  }
}

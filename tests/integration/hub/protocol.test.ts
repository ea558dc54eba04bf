import { describe, expect, it } from 'vitest';
import {
  RecordReader,
  closeMessage,
  invocationMessage,
  readClientMessage,
  readHandshake,
} from '../../../src/sandbox/hub/protocol.ts';

const RS = '\u001e';

describe('record framing', () => {
  it('reads several records from one frame', () => {
    const reader = new RecordReader();
    expect(reader.push(`{"type":6}${RS}{"type":6}${RS}{"type":7}${RS}`)).toEqual(['{"type":6}', '{"type":6}', '{"type":7}']);
    expect(reader.pendingLength).toBe(0);
  });

  it('keeps a partial record until the frame that completes it', () => {
    const reader = new RecordReader();
    expect(reader.push('{"protocol":"json",')).toEqual([]);
    expect(reader.pendingLength).toBe('{"protocol":"json",'.length);
    expect(reader.push(`"version":1}${RS}{"ty`)).toEqual(['{"protocol":"json","version":1}']);
    expect(reader.push('pe":6}')).toEqual([]);
    expect(reader.push(RS)).toEqual(['{"type":6}']);
    expect(reader.pendingLength).toBe(0);
  });

  it('writes JSON terminated by the record separator', () => {
    expect(invocationMessage('Account', { sequence: 1 })).toBe(`{"type":1,"target":"Account","arguments":[{"sequence":1}]}${RS}`);
    expect(closeMessage()).toBe(`{"type":7}${RS}`);
    expect(closeMessage({ error: 'bye', allowReconnect: true })).toBe(`{"type":7,"error":"bye","allowReconnect":true}${RS}`);
  });
});

describe('messages', () => {
  it('accepts only the JSON protocol, version 1', () => {
    expect(readHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true });
    expect(readHandshake('{"protocol":"messagepack","version":1}')).toMatchObject({ ok: false });
    expect(readHandshake('{"protocol":"json","version":2}')).toMatchObject({ ok: false });
    expect(readHandshake('{"type":6}')).toMatchObject({ ok: false });
    expect(readHandshake('garbage')).toMatchObject({ ok: false });
  });

  it('reads what a client may send', () => {
    expect(readClientMessage('{"type":6}')).toEqual({ kind: 'ping' });
    expect(readClientMessage('{"type":7}')).toEqual({ kind: 'close' });
    expect(readClientMessage('{"type":1,"invocationId":"1","target":"X","arguments":[]}')).toEqual({
      kind: 'invocation',
      invocationId: '1',
      target: 'X',
    });
    expect(readClientMessage('{"type":1,"target":"X","arguments":[]}')).toEqual({
      kind: 'invocation',
      invocationId: undefined,
      target: 'X',
    });
    expect(readClientMessage('{"type":5,"invocationId":"1"}')).toEqual({ kind: 'ignored' });
    expect(readClientMessage('{"type":3,"invocationId":"1"}')).toMatchObject({ kind: 'invalid' });
    expect(readClientMessage('[1]')).toMatchObject({ kind: 'invalid' });
    expect(readClientMessage('{"type":1,"invocationId":7,"target":"X"}')).toMatchObject({ kind: 'invalid' });
  });
});

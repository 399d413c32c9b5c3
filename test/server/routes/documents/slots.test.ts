import { DocumentSlots } from '../../../../src/server/documents/slots';
import { TooMany } from '../../../../src/server/domain/errors';

/** The per-session and per-process limits of documents in preparation, without timing. */
test('two documents per session and six per process at once; a slot given back is free again, once', () => {
  const slots = new DocumentSlots(2, 6);
  const a1 = slots.take('a');
  slots.take('a');
  expect(() => slots.take('a')).toThrow(TooMany);
  const others = ['b', 'b', 'c', 'c'].map((s) => slots.take(s));
  expect(() => slots.take('d')).toThrow(TooMany);
  a1();
  a1();
  expect(() => slots.take('d')).not.toThrow();
  expect(() => slots.take('a')).toThrow(TooMany);
  others.forEach((give) => give());
  expect(() => slots.take('a')).not.toThrow();
});

test('run gives the slot back when the work fails', async () => {
  const slots = new DocumentSlots(1, 6);
  await expect(slots.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  await expect(slots.run('a', async () => 7)).resolves.toBe(7);
});

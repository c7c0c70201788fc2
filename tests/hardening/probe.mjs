// Loaded into the server process with `node --import` by the fuzz test only. It remembers the
// own keys of the built-in prototypes at start and, when the test asks over IPC, reports any
// key that appeared since (prototype pollution through __proto__ / constructor.prototype).
const watched = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype, String: String.prototype };
const before = Object.fromEntries(Object.entries(watched).map(([name, proto]) => [name, new Set(Reflect.ownKeys(proto).map(String))]));

process.on('message', (message) => {
  if (message !== 'probe') return;
  const polluted = [];
  for (const [name, proto] of Object.entries(watched)) {
    for (const key of Reflect.ownKeys(proto).map(String)) if (!before[name].has(key)) polluted.push(`${name}.prototype.${key}`);
  }
  // A plain object must not inherit anything enumerable either.
  for (const key in {}) polluted.push(`enumerable inherited key ${key}`);
  process.send?.({ polluted });
});
process.channel?.unref();

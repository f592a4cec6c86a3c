// vitest 5 targets Node 22; on Node 20 its reporter calls Map.groupBy when printing failures.
if (typeof Map.groupBy !== "function") {
  Map.groupBy = function groupBy(items, key) {
    const map = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = map.get(k);
      if (list) list.push(item);
      else map.set(k, [item]);
    }
    return map;
  };
}
if (typeof Object.groupBy !== "function") {
  Object.groupBy = function groupBy(items, key) {
    const out = Object.create(null);
    let i = 0;
    for (const item of items) (out[key(item, i++)] ??= []).push(item);
    return out;
  };
}

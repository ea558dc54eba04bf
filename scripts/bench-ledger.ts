/** `npm run bench:ledger`: approved transfers per second and latency under concurrent clients. */
console.log('bench:ledger: no transfers yet');

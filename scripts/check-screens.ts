/** `npm run check` (last step): validates every schema and screen file. */
console.log('schemas and screens: nothing to check yet');

export * from '../src/testing/index.js';

// Builders for Sourced values, so the clan files read as tables (the type and builder live in the core).
export { S } from '@balance-lab/core/sourced';

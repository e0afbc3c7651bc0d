// Reading one parameter value, with the data default when the key is absent (a configuration made
// from partial values, e.g. in a test): the one way modules read `values` outside the core's
// strict `intParam` / `textParam`. The parameters test scans for calls of these by key.
import { boolParam, intParam, textParam, type ParameterValues } from '@balance-lab/core';

export const intOr = (values: ParameterValues, key: string, d: number): number => (values[key] === undefined ? d : intParam(values, key));
export const textOr = (values: ParameterValues, key: string): string | null => (values[key] === undefined ? null : textParam(values, key));
export const boolOr = (values: ParameterValues, key: string, d: boolean): boolean => (values[key] === undefined ? d : boolParam(values, key));

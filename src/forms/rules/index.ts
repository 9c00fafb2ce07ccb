export * from './types';
export { checkRule, fileAccepted, RULE_NAMES, toNumber } from './rules';
export { validateSchema, inputFromFormData } from './validate';
export { isUrl, isEmail, isTel, normaliseTel, dayOfWeek } from './formats';
export { trim, isBlank, utf16Length } from './text';

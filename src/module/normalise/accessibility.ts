/**
 * Accessibility attributes are set only when the module's accessibility
 * setting is on (spec section 5); otherwise they are dropped.
 *
 * @param acc     The stored attributes.
 * @param enabled settings.general.acc.
 */
export const accessibility = < T >( acc: T | undefined, enabled: boolean ) =>
	enabled ? acc : undefined;

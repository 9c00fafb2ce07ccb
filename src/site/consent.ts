// Consent record (spec site.md section 3 "Consent record", section 4 "Consent") and Google Consent
// Mode v2. Pure: no DOM, so the rules are unit-tested on their own.

export const CONSENT_FLAGS = [
	'ad_storage',
	'ad_user_data',
	'ad_personalization',
	'analytics_storage',
] as const;
export type ConsentFlag = ( typeof CONSENT_FLAGS )[ number ];
export type ConsentState = 'granted' | 'denied';
export type ConsentFlags = Record< ConsentFlag, ConsentState >;
export type ConsentRecord = { flags: ConsentFlags; revision: number };
export type ConsentAction = 'allow-all' | 'allow-selected' | 'deny';

export const CONSENT_DAYS = 365;
export const CONSENT_CLOSE_MS = 300;

const all = ( state: ConsentState ): ConsentFlags => ( {
	ad_storage: state,
	ad_user_data: state,
	ad_personalization: state,
	analytics_storage: state,
} );

export const DENIED: ConsentFlags = all( 'denied' );

/**
 * The flags one of the dialog's actions sets.
 * @param action
 * @param ticked
 * @param ticked.analytics
 * @param ticked.marketing
 */
export function flagsFor(
	action: ConsentAction,
	ticked: { analytics: boolean; marketing: boolean } = {
		analytics: false,
		marketing: false,
	}
): ConsentFlags {
	if ( action === 'allow-all' ) {
		return all( 'granted' );
	}
	if ( action === 'deny' ) {
		return all( 'denied' );
	}
	const ads: ConsentState = ticked.marketing ? 'granted' : 'denied';
	return {
		ad_storage: ads,
		ad_user_data: ads,
		ad_personalization: ads,
		analytics_storage: ticked.analytics ? 'granted' : 'denied',
	};
}

/**
 * The cookie value: JSON of the four flags plus the revision of the policy they answer.
 * @param record
 */
export function serialiseConsent( record: ConsentRecord ): string {
	return JSON.stringify( { ...record.flags, revision: record.revision } );
}

/**
 * A stored value is valid only when all four flags are present and granted or denied, and it
 * answers the current policy revision; anything else means "ask again".
 * @param value
 * @param revision
 */
export function parseConsent(
	value: string | null,
	revision: number
): ConsentRecord | null {
	if ( ! value ) {
		return null;
	}
	let data: unknown;
	try {
		data = JSON.parse( value );
	} catch {
		return null;
	}
	if ( typeof data !== 'object' || data === null ) {
		return null;
	}
	const fields = data as Record< string, unknown >;
	if ( fields.revision !== revision ) {
		return null;
	}
	const flags = { ...DENIED };
	for ( const flag of CONSENT_FLAGS ) {
		const state = fields[ flag ];
		if ( state !== 'granted' && state !== 'denied' ) {
			return null;
		}
		flags[ flag ] = state;
	}
	return { flags, revision };
}

/**
 * Whether scripts of a category may run: analytics needs analytics_storage, marketing ad_storage.
 * @param category
 * @param flags
 */
export function categoryAllowed(
	category: string,
	flags: ConsentFlags
): boolean {
	if ( category === 'analytics' ) {
		return flags.analytics_storage === 'granted';
	}
	if ( category === 'marketing' ) {
		return flags.ad_storage === 'granted';
	}
	return false;
}

type Gtag = ( ...args: unknown[] ) => void;
declare global {
	interface Window {
		dataLayer?: unknown[];
		gtag?: Gtag;
	}
}

/**
 * The standard gtag shim: calls queue in dataLayer as Arguments objects until the tag loads.
 * @param {...any} args
 */
export function gtag( ...args: unknown[] ): void {
	window.dataLayer = window.dataLayer ?? [];
	if ( typeof window.gtag === 'function' ) {
		window.gtag( ...args );
		return;
	}
	// eslint-disable-next-line prefer-rest-params
	window.dataLayer.push( arguments );
}

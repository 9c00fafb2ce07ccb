import apiFetch from '@wordpress/api-fetch';

/** Fetches a module's raw data; the runtime validates whatever comes back. */
export type Loader = ( alias: string ) => Promise< unknown >;

// GET {rest base}/stagecraft/v1/sliders/{alias} (spec section 7, call 1).
export const fetchModule: Loader = ( alias ) =>
	apiFetch( {
		path: `/stagecraft/v1/sliders/${ encodeURIComponent(
			alias
		) }?srengine=7&alias=true`,
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			'X-Requested-With': 'XMLHttpRequest',
		},
	} );

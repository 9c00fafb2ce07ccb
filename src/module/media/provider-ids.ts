// A provider video id from what an editor pasted: the id itself or a page or embed URL.

/**
 * YouTube's video id.
 *
 * @param src An id, or a watch, share, embed or shorts URL.
 */
export function youtubeId( src: string ): string {
	const text = src.trim();
	const match =
		/(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/|\/live\/)([\w-]{6,})/.exec(
			text
		);
	return match ? match[ 1 ] : text.replace( /[^\w-]/g, '' );
}

/**
 * Vimeo's video id.
 *
 * @param src An id, or a vimeo.com or player.vimeo.com URL.
 */
export function vimeoId( src: string ): string {
	const match = /(?:vimeo\.com\/(?:video\/)?)(\d+)/.exec( src.trim() );
	return match ? match[ 1 ] : src.trim().replace( /\D/g, '' );
}

/**
 * Waits for a global the provider's script defines, checking every `ms` (spec section 9).
 *
 * @param found   Whether it is there.
 * @param ms      Poll interval.
 * @param timeout Give up after this long.
 */
export function waitFor(
	found: () => boolean,
	ms: number,
	timeout = 10000
): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		let waited = 0;
		const check = () => {
			if ( found() ) {
				resolve();
				return;
			}
			waited += ms;
			if ( waited > timeout ) {
				reject( new Error( 'The player API did not start' ) );
				return;
			}
			setTimeout( check, ms );
		};
		check();
	} );
}

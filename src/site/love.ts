// The love button (spec site.md sections 4 and 7): POST action=mfn_love with post_id,
// form-urlencoded; the reply's HTML replaces the label; once loved it cannot be clicked again.
// The page is the same for everyone (cacheable): the loved state comes from the visitor's cookie,
// which the server writes as "visitor-id|post,post,…".
import { __ } from '@wordpress/i18n';

export const LOVED_COOKIE = 'stagecraft_loved';

type Post = ( url: string, body: URLSearchParams ) => Promise< Response >;

/**
 * The posts a visitor loved, from the cookie string of a document.
 *
 * @param cookies document.cookie.
 */
export function lovedPosts( cookies: string ): number[] {
	const value = cookies
		.split( /;\s*/ )
		.find( ( part ) => part.startsWith( `${ LOVED_COOKIE }=` ) )
		?.slice( LOVED_COOKIE.length + 1 );
	const list = decodeURIComponent( value ?? '' ).split( '|' )[ 1 ] ?? '';
	return list
		.split( ',' )
		.map( Number )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
}

/**
 * The count text of the reply's HTML; parsed, so only its text reaches the page.
 *
 * @param html The reply.
 */
function replyText( html: string ): string {
	const parsed = new DOMParser().parseFromString( html, 'text/html' );
	return (
		parsed.querySelector( '.stagecraft-love__count' )?.textContent ??
		parsed.body.textContent ??
		''
	).trim();
}

/**
 * Brings a love button to life.
 *
 * @param button The button (data-post-id, data-url).
 * @param post   Sends the form; fetch in the page.
 */
export function createLove(
	button: HTMLElement,
	post: Post = ( url, body ) =>
		window.fetch( url, {
			method: 'POST',
			body,
			credentials: 'same-origin',
		} )
): { destroy: () => void } {
	const doc = button.ownerDocument;
	const postId = Number( button.dataset.postId );
	const count = () =>
		button.querySelector< HTMLElement >( '.stagecraft-love__count' );
	const status = button.parentElement?.querySelector< HTMLElement >(
		'.stagecraft-love__status'
	);
	let busy = false;
	const say = ( text: string ) => {
		if ( status ) {
			status.textContent = text;
		}
	};

	const markLoved = () => {
		button.setAttribute( 'aria-pressed', 'true' );
		button.setAttribute( 'aria-disabled', 'true' );
		button.classList.add( 'is-loved' );
		const words = button.querySelector( '.stagecraft-love__words' );
		if ( words ) {
			words.textContent =
				button.dataset.lovedLabel ?? __( 'Loved', 'stagecraft' );
		}
	};
	if ( lovedPosts( doc.cookie ).includes( postId ) ) {
		markLoved();
	}

	const onClick = async () => {
		if ( busy || button.getAttribute( 'aria-pressed' ) === 'true' ) {
			return;
		}
		busy = true;
		button.setAttribute( 'aria-busy', 'true' );
		try {
			const response = await post(
				button.dataset.url ?? '',
				new URLSearchParams( {
					action: 'mfn_love',
					post_id: String( postId ),
				} )
			);
			const text = await response.text();
			if ( ! response.ok ) {
				// The server's words (a flood, a post that cannot be loved), for everyone to read.
				say( replyText( text ) );
				return;
			}
			const label = count();
			if ( label ) {
				label.textContent = replyText( text );
			}
			markLoved();
			say( '' );
		} catch {
			say(
				__(
					'Your love could not be sent. Please try again.',
					'stagecraft'
				)
			);
		} finally {
			busy = false;
			button.removeAttribute( 'aria-busy' );
		}
	};
	button.addEventListener( 'click', onClick );
	return {
		destroy: () => button.removeEventListener( 'click', onClick ),
	};
}

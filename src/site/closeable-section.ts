// Closeable header sections (spec site.md section 3 and 9): closing one stores
// mfn_closed_section_{uid} for data-close-days days, and it stays closed while the cookie lives.
import { positiveNumber, readCookie, writeCookie } from './cookies';

export function closedSectionCookie( uid: string ): string {
	return `mfn_closed_section_${ uid }`;
}

export function createCloseableSection( section: HTMLElement ): {
	destroy: () => void;
} {
	const uid = section.dataset.uid ?? '';
	if ( uid === '' ) {
		return { destroy: () => {} };
	}
	if ( readCookie( closedSectionCookie( uid ) ) !== null ) {
		section.hidden = true;
		return { destroy: () => {} };
	}
	const onClick = ( event: MouseEvent ) => {
		if (
			event.target instanceof Element &&
			event.target.closest( '[data-section-close]' )
		) {
			writeCookie(
				closedSectionCookie( uid ),
				'1',
				positiveNumber( section.dataset.closeDays, 1 )
			);
			section.hidden = true;
			section.dispatchEvent(
				new CustomEvent( 'stagecraft:section-closed', {
					bubbles: true,
					detail: { uid },
				} )
			);
		}
	};
	section.addEventListener( 'click', onClick );
	return { destroy: () => section.removeEventListener( 'click', onClick ) };
}

// WordPress's Media Library modal (wp.media, enqueued by the screen with wp_enqueue_media()),
// typed to the little the editor uses.
import { __ } from '@wordpress/i18n';

export interface PickedImage {
	id: number;
	url: string;
	width: number;
	height: number;
	alt: string;
}

interface Attachment {
	toJSON: () => {
		id: number;
		url: string;
		width?: number;
		height?: number;
		alt?: string;
	};
}

interface MediaFrame {
	on: ( event: 'select', callback: () => void ) => void;
	open: () => void;
	state: () => { get: ( name: 'selection' ) => { first: () => Attachment } };
}

type MediaFactory = ( options: {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: boolean;
} ) => MediaFrame;

declare global {
	interface Window {
		wp?: { media?: MediaFactory };
	}
}

/** Whether the Media Library is on this screen. */
export const hasMediaLibrary = () => typeof window.wp?.media === 'function';

/**
 * Opens the Media Library to pick one image.
 *
 * @param onPick Called with the chosen image.
 */
export function pickImage( onPick: ( image: PickedImage ) => void ): void {
	const media = window.wp?.media;
	if ( ! media ) {
		return;
	}
	const frame = media( {
		title: __( 'Choose an image', 'stagecraft' ),
		button: { text: __( 'Use this image', 'stagecraft' ) },
		library: { type: 'image' },
		multiple: false,
	} );
	frame.on( 'select', () => {
		const image = frame.state().get( 'selection' ).first().toJSON();
		onPick( {
			id: image.id,
			url: image.url,
			width: image.width ?? 0,
			height: image.height ?? 0,
			alt: image.alt ?? '',
		} );
	} );
	frame.open();
}

import { __ } from '../../i18n/visitor';
import type { SlideView } from '../../schema/slide-view';
import { useLayoutView } from '../layout-context';
import { MediaBox } from './MediaBox';

/**
 * A slide's background video, over its background image (which stays as the poster
 * underneath for reduced motion, phones and the editor).
 *
 * @param props       The slide.
 * @param props.slide
 */
export function MediaBackground( { slide }: { slide: SlideView } ) {
	const { editMode, level } = useLayoutView();
	const video = slide.bg.video;
	// On phones the poster (the slide's image) may stand instead of the video.
	const posterOnly = level === 4 && video?.poster?.insteadVideo;
	if ( ! video?.src || editMode || posterOnly ) {
		return null;
	}
	return (
		<MediaBox
			// A background fills the slide unless told otherwise.
			media={ { cover: true, ...video } }
			attributes={ {
				className: 'stagecraft-module__bg stagecraft-module__bg-video',
				'data-media-id': `slide-${ slide.id }`,
				'data-media-bg': '',
			} }
			style={ { position: 'absolute', inset: 0 } }
			poster={ video.poster?.src }
			label={ __( 'Background video', 'stagecraft' ) }
			background
		/>
	);
}

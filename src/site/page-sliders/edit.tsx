import { useBlockProps } from '@wordpress/block-editor';
import { __, sprintf } from '@wordpress/i18n';

/**
 * The editor view of a page slider: a placeholder naming it (and how many
 * items it shows, when that is fixed). The slider itself is the server's
 * (render.php) and runs on the module runtime on the page.
 *
 * @param props       The slider.
 * @param props.title Its name.
 * @param props.shown Slides shown at once, when fixed.
 */
export function PageSliderEdit( props: { title: string; shown?: number } ) {
	return (
		<div { ...useBlockProps( { className: 'stagecraft-page-slider' } ) }>
			<p className="stagecraft-page-slider__placeholder">
				{ props.shown === undefined
					? props.title
					: sprintf(
							/* translators: 1: slider name, 2: number of slides shown at once */
							__( '%1$s: %2$d shown at once', 'stagecraft' ),
							props.title,
							props.shown
						) }
			</p>
		</div>
	);
}

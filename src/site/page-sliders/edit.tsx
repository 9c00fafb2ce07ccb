import { useBlockProps } from '@wordpress/block-editor';
import { Notice } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * The editor view of a page slider: a placeholder naming it (how many items it shows, when
 * that is fixed, and how many it has, when they are its own), and a notice when it cannot
 * show anything to visitors. The slider itself is the server's (render.php) and runs on the
 * module runtime on the page.
 *
 * @param props        The slider.
 * @param props.title  Its name.
 * @param props.shown  Slides shown at once, when fixed.
 * @param props.count  Its own items, when it has them.
 * @param props.notice Why visitors see nothing, when they do not.
 */
export function PageSliderEdit( props: {
	title: string;
	shown?: number;
	count?: number;
	notice?: string;
} ) {
	const name =
		props.shown === undefined
			? props.title
			: sprintf(
					/* translators: 1: slider name, 2: number of slides shown at once */
					__( '%1$s: %2$d shown at once', 'stagecraft' ),
					props.title,
					props.shown
				);
	return (
		<div { ...useBlockProps( { className: 'stagecraft-page-slider' } ) }>
			{ props.notice !== undefined && (
				<Notice status="warning" isDismissible={ false }>
					{ props.notice }
				</Notice>
			) }
			<p className="stagecraft-page-slider__placeholder">
				{ props.count === undefined
					? name
					: sprintf(
							/* translators: 1: slider name, 2: number of slides */
							_n(
								'%1$s (%2$d slide; edit it in the block settings)',
								'%1$s (%2$d slides; edit them in the block settings)',
								props.count,
								'stagecraft'
							),
							name,
							props.count
						) }
			</p>
		</div>
	);
}

import type { CSSProperties, ReactNode } from 'react';
import { __, sprintf } from '../../i18n/visitor';
import type { Media } from '../../schema/media';

// The engine (src/module/media) draws the player into the frame and shows the state on
// these elements; React draws them once from the data. Inline styles: the player's box needs
// no stylesheet, so no style loads on pages without media.
const FILL: CSSProperties = {
	position: 'absolute',
	inset: 0,
	width: '100%',
	height: '100%',
};
const POSTER: CSSProperties = {
	...FILL,
	objectFit: 'cover',
	maxWidth: 'none',
	pointerEvents: 'none',
};
const NOTICE: CSSProperties = {
	position: 'absolute',
	insetInline: 0,
	bottom: 0,
	margin: 0,
	padding: '0.4em 0.8em',
	font: '13px/1.4 system-ui, sans-serif',
	color: '#fff',
	background: 'rgba(0, 0, 0, 0.72)',
	textAlign: 'center',
};

const PROVIDER_NAMES: Partial< Record< Media[ 'type' ] & string, string > > = {
	youtube: 'YouTube',
	vimeo: 'Vimeo',
};

function buttonStyle( large: boolean, corner: boolean ): CSSProperties {
	const size = large ? 80 : 56;
	return {
		position: 'absolute',
		zIndex: 2,
		...( corner
			? { right: 12, bottom: 12, width: 40, height: 40 }
			: {
					left: '50%',
					top: '50%',
					width: size,
					height: size,
					margin: `${ -size / 2 }px 0 0 ${ -size / 2 }px`,
				} ),
		display: 'grid',
		placeItems: 'center',
		padding: 0,
		border: '2px solid #fff',
		borderRadius: '50%',
		background: 'rgba(0, 0, 0, 0.65)',
		color: '#fff',
		cursor: 'pointer',
	};
}

interface MediaBoxProps {
	media: Media;
	/** The layer's own attributes and box, or the slide background's. */
	attributes: Record< string, unknown >;
	style?: CSSProperties;
	poster?: string;
	/** The player's accessible name. */
	label: string;
	/** A slide background: the button sits in a corner. */
	background?: boolean;
	children?: ReactNode;
}

/**
 * A media element: frame for the player, poster, play button and, for YouTube and
 * Vimeo, a notice naming the provider (nothing loads from it before a click or consent).
 *
 * @param props            The media, its box and labels.
 * @param props.media
 * @param props.attributes
 * @param props.style
 * @param props.poster
 * @param props.label
 * @param props.background
 */
export function MediaBox( {
	media,
	attributes,
	style,
	poster,
	label,
	background = false,
}: MediaBoxProps ) {
	const type = media.type ?? 'html5';
	const audio = type === 'audio';
	const provider = PROVIDER_NAMES[ type ];
	const play = audio
		? /* translators: %s: the audio's name. */
			sprintf( __( 'Play audio: %s', 'stagecraft' ), label )
		: /* translators: %s: the video's name. */
			sprintf( __( 'Play video: %s', 'stagecraft' ), label );
	const pause = audio
		? /* translators: %s: the audio's name. */
			sprintf( __( 'Pause audio: %s', 'stagecraft' ), label )
		: /* translators: %s: the video's name. */
			sprintf( __( 'Pause video: %s', 'stagecraft' ), label );
	return (
		<div
			{ ...attributes }
			style={ {
				border: 0,
				...style,
				position: style?.position ?? 'relative',
				overflow: 'hidden',
				display: 'block',
			} }
			data-stagecraft-media={ JSON.stringify( media ) }
			data-media-label={ label }
			data-media-state="-1"
		>
			<div className="stagecraft-media__frame" style={ FILL } />
			{ poster && (
				<img
					className="stagecraft-media__poster"
					style={ POSTER }
					src={ poster }
					alt=""
					decoding="async"
				/>
			) }
			<button
				type="button"
				className="stagecraft-media__play"
				style={ buttonStyle(
					Boolean( media.controls?.xl ),
					background
				) }
				aria-label={ play }
				data-label-play={ play }
				data-label-pause={ pause }
			>
				<svg
					viewBox="0 0 24 24"
					width="45%"
					height="45%"
					aria-hidden="true"
					focusable="false"
				>
					<path d="M8 5v14l11-7z" fill="currentColor" />
				</svg>
			</button>
			{ provider && ! background && (
				<p className="stagecraft-media__notice" style={ NOTICE }>
					{ sprintf(
						/* translators: %s: YouTube or Vimeo. */
						__(
							'This video is on %s. Playing it loads it from there.',
							'stagecraft'
						),
						provider
					) }
				</p>
			) }
		</div>
	);
}

import { CheckboxControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Media } from '../../schema/media';
import { TextField } from '../components/fields';

const AUTOPLAY = [
	{ value: 'false', label: __( 'No', 'stagecraft' ) },
	{ value: 'true', label: __( 'Every time its slide shows', 'stagecraft' ) },
	{ value: '1sttime', label: __( 'The first time only', 'stagecraft' ) },
	{
		value: 'no1sttime',
		label: __( 'Every time but the first', 'stagecraft' ),
	},
];

interface Props {
	media: Media;
	audio: boolean;
	set: ( change: Partial< Media >, key?: string ) => void;
}

/**
 * How the media plays: start and end (seconds or mm:ss), loop, rewind, mute, autoplay,
 * controls, and for video cover and ratio.
 *
 * @param props       The media and its setter.
 * @param props.media
 * @param props.audio
 * @param props.set
 */
export function MediaPlaybackFields( { media, audio, set }: Props ) {
	const check = (
		label: string,
		field: string,
		checked: boolean | undefined,
		change: ( on: boolean ) => Partial< Media >
	) => (
		<CheckboxControl
			__nextHasNoMarginBottom
			label={ label }
			help={ field }
			checked={ !! checked }
			onChange={ ( on: boolean ) => set( change( on ) ) }
		/>
	);
	const time = ( value: Media[ 'start' ] ) =>
		value === undefined ? '' : String( value );
	return (
		<>
			<TextField
				label={ __( 'Start (seconds or mm:ss)', 'stagecraft' ) }
				field="media.start"
				value={ time( media.start ) }
				onChange={ ( start ) =>
					set( { start: start.trim() || undefined }, 'start' )
				}
			/>
			<TextField
				label={ __( 'End (seconds or mm:ss)', 'stagecraft' ) }
				field="media.end"
				value={ time( media.end ) }
				onChange={ ( end ) =>
					set( { end: end.trim() || undefined }, 'end' )
				}
			/>
			{ check(
				__( 'Loop', 'stagecraft' ),
				'media.loop',
				media.loop,
				( loop ) => ( { loop } )
			) }
			{ check(
				__(
					'Rewind at the end and when its slide is left',
					'stagecraft'
				),
				'media.rewind',
				media.rewind,
				( rewind ) => ( { rewind } )
			) }
			{ check(
				__( 'Muted', 'stagecraft' ),
				'media.mute',
				media.mute,
				( mute ) => ( { mute } )
			) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Play when its slide shows', 'stagecraft' ) }
				help={ __(
					'media.autoPlay. Autoplay starts muted; YouTube and Vimeo wait for consent.',
					'stagecraft'
				) }
				value={ String( media.autoPlay ?? 'false' ) }
				options={ AUTOPLAY }
				onChange={ ( autoPlay: string ) =>
					set( {
						autoPlay:
							autoPlay === 'true' || autoPlay === 'false'
								? autoPlay === 'true'
								: ( autoPlay as Media[ 'autoPlay' ] ),
					} )
				}
			/>
			{ check(
				__( 'Show the player’s controls', 'stagecraft' ),
				'media.controls.s',
				media.controls?.s,
				( s ) => ( { controls: { ...media.controls, s } } )
			) }
			{ check(
				__( 'Large play button', 'stagecraft' ),
				'media.controls.xl',
				media.controls?.xl,
				( xl ) => ( { controls: { ...media.controls, xl } } )
			) }
			{ ! audio && (
				<>
					{ check(
						__( 'Cover the layer (crop to fill)', 'stagecraft' ),
						'media.cover',
						media.cover,
						( cover ) => ( { cover } )
					) }
					<TextField
						label={ __( 'Aspect ratio (e.g. 16:9)', 'stagecraft' ) }
						field="media.ratio"
						value={ media.ratio }
						onChange={ ( ratio ) =>
							set( { ratio: ratio.trim() || undefined }, 'ratio' )
						}
					/>
				</>
			) }
		</>
	);
}

import {
	Button,
	CheckboxControl,
	PanelBody,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Media } from '../../schema/media';
import { NumberField, TextField } from '../components/fields';
import { hasMediaLibrary, pickImage } from '../media-library';
import { useEditor } from '../use-editor';
import { MediaPlaybackFields } from './MediaPlaybackFields';

const SOURCES = [
	{ value: 'html5', label: __( 'Video file', 'stagecraft' ) },
	{ value: 'youtube', label: 'YouTube' },
	{ value: 'vimeo', label: 'Vimeo' },
];

/**
 * A video or audio layer's media (spec section 3, media options): the source (a Media Library
 * file, or a YouTube or Vimeo URL or id), poster, start and end, loop, mute, volume, autoplay,
 * controls, cover and ratio.
 */
export function MediaPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer || ( layer.type !== 'video' && layer.type !== 'audio' ) ) {
		return null;
	}
	const audio = layer.type === 'audio';
	const media: Media = layer.media ?? { type: audio ? 'audio' : 'html5' };
	const type = audio ? 'audio' : ( media.type ?? 'html5' );
	const set = ( change: Partial< Media >, key?: string ) =>
		editLayer(
			( l ) => ( {
				...l,
				media: {
					type: audio ? 'audio' : 'html5',
					...l.media,
					...change,
				},
			} ),
			key && `media-${ key }-${ layer.id }`
		);
	const file = type === 'html5' || type === 'audio';
	return (
		<PanelBody
			title={
				audio
					? __( 'Audio', 'stagecraft' )
					: __( 'Video', 'stagecraft' )
			}
		>
			{ ! audio && (
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Source', 'stagecraft' ) }
					help="media.type"
					value={ type }
					options={ SOURCES }
					onChange={ ( next: string ) =>
						set( { type: next as Media[ 'type' ] } )
					}
				/>
			) }
			{ file && (
				<Button
					variant="secondary"
					disabled={ ! hasMediaLibrary() }
					onClick={ () =>
						pickImage( ( picked ) => set( { src: picked.url } ), {
							title: audio
								? __( 'Choose an audio file', 'stagecraft' )
								: __( 'Choose a video file', 'stagecraft' ),
							button: __( 'Use this file', 'stagecraft' ),
							library: audio ? 'audio' : 'video',
						} )
					}
				>
					{ __( 'Choose from the Media Library', 'stagecraft' ) }
				</Button>
			) }
			<TextField
				label={
					file
						? __( 'File address (URL)', 'stagecraft' )
						: __( 'Video URL or id', 'stagecraft' )
				}
				field="media.src"
				value={ media.src }
				onChange={ ( src ) => set( { src: src || undefined }, 'src' ) }
			/>
			{ type === 'youtube' && (
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __(
						'Privacy-enhanced (no-cookie) host',
						'stagecraft'
					) }
					help="media.noCookie"
					checked={ !! media.noCookie }
					onChange={ ( noCookie: boolean ) => set( { noCookie } ) }
				/>
			) }
			{ ! audio && (
				<>
					<Button
						variant="secondary"
						disabled={ ! hasMediaLibrary() }
						onClick={ () =>
							pickImage( ( picked ) =>
								set( {
									poster: {
										...media.poster,
										src: picked.url,
									},
								} )
							)
						}
					>
						{ __( 'Choose a poster image', 'stagecraft' ) }
					</Button>
					<TextField
						label={ __( 'Poster address (URL)', 'stagecraft' ) }
						field="media.poster.src"
						value={ media.poster?.src }
						onChange={ ( src ) =>
							set(
								{
									poster: {
										...media.poster,
										src: src || undefined,
									},
								},
								'poster'
							)
						}
					/>
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ __(
							'Show the poster when paused or ended',
							'stagecraft'
						) }
						help="media.poster.showOnPause"
						checked={ !! media.poster?.showOnPause }
						onChange={ ( showOnPause: boolean ) =>
							set( { poster: { ...media.poster, showOnPause } } )
						}
					/>
				</>
			) }
			<MediaPlaybackFields media={ media } audio={ audio } set={ set } />
			<NumberField
				label={ __( 'Volume (0 to 100)', 'stagecraft' ) }
				field="media.volume"
				min={ 0 }
				value={ media.volume }
				onChange={ ( volume ) =>
					set( { volume: Math.min( 100, volume ) }, 'volume' )
				}
			/>
		</PanelBody>
	);
}

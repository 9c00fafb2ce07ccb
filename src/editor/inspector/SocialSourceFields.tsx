import { __ } from '@wordpress/i18n';
import { TextField } from '../components/fields';

/** The social sources (the server's php/Streams/*Source.php read these fields). */
export type SocialSource =
	'instagram' | 'facebook' | 'flickr' | 'twitter' | 'vimeo' | 'youtube';

const SOCIAL = new Set< string >( [
	'instagram',
	'facebook',
	'flickr',
	'twitter',
	'vimeo',
	'youtube',
] );

export const isSocial = ( type: string | undefined ): type is SocialSource =>
	SOCIAL.has( type ?? '' );

// Each source's own settings, by key in settings.source.{name}; translated when shown.
function fieldsOf( source: SocialSource ): Array< [ string, string ] > {
	switch ( source ) {
		case 'instagram':
			return [
				[
					'user',
					__(
						'Instagram user id (empty: the token’s own account)',
						'stagecraft'
					),
				],
			];
		case 'facebook':
			return [ [ 'page', __( 'Facebook Page id', 'stagecraft' ) ] ];
		case 'flickr':
			return [
				[ 'user', __( 'Flickr user id (NSID)', 'stagecraft' ) ],
				[
					'photoset',
					__( 'Album (photoset) id, optional', 'stagecraft' ),
				],
			];
		case 'twitter':
			return [ [ 'user', __( 'X user id (numeric)', 'stagecraft' ) ] ];
		case 'vimeo':
			return [
				[
					'user',
					__(
						'Vimeo user id (empty: the token’s own account)',
						'stagecraft'
					),
				],
				[
					'album',
					__( 'Showcase (album) id, optional', 'stagecraft' ),
				],
			];
		case 'youtube':
			return [
				[ 'playlist', __( 'YouTube playlist id', 'stagecraft' ) ],
				[
					'channel',
					__( 'Or a channel id (its newest videos)', 'stagecraft' ),
				],
			];
	}
}

/**
 * A social source's settings in the stream panel. The account's credential
 * is not here: it is saved on the server (Settings → Stream sources) and
 * never reaches the editor or the page.
 *
 * @param props          The source and its settings.
 * @param props.source   The source name.
 * @param props.settings settings.source.{name}.
 * @param props.onChange Receives the changed settings and the changed key.
 */
export function SocialSourceFields( {
	source,
	settings,
	onChange,
}: {
	source: SocialSource;
	settings: Readonly< Record< string, unknown > > | undefined;
	onChange: ( settings: Record< string, unknown >, key: string ) => void;
} ) {
	const value = ( key: string ) => {
		const stored = settings?.[ key ];
		return typeof stored === 'string' || typeof stored === 'number'
			? String( stored )
			: '';
	};
	return (
		<>
			{ fieldsOf( source ).map( ( [ key, label ] ) => (
				<TextField
					key={ key }
					label={ label }
					field={ `source.${ source }.${ key }` }
					value={ value( key ) }
					onChange={ ( text ) =>
						onChange( { ...settings, [ key ]: text.trim() }, key )
					}
				/>
			) ) }
			<p className="components-base-control__help">
				{ __(
					'The account’s credential is saved on the server, under Settings → Stream sources.',
					'stagecraft'
				) }
			</p>
		</>
	);
}

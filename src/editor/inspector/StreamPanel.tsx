import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { STREAM_SOURCES } from '../../schema/constants';
import type { StoredModule } from '../../schema/module';
import { TextField } from '../components/fields';
import { useEditor } from '../use-editor';
import { isSocial, SocialSourceFields } from './SocialSourceFields';
import { StreamPreview } from './StreamPreview';

type Source = StoredModule[ 'settings' ][ 'source' ];
type SourceType = NonNullable< Source[ 'type' ] >;

// Id lists are edited as text: "3, 5, 8".
const listText = ( value: unknown ) =>
	Array.isArray( value ) ? value.join( ', ' ) : String( value ?? '' );
const listOf = ( text: string ) =>
	text
		.split( ',' )
		.map( ( part ) => part.trim() )
		.filter( Boolean );

/**
 * Where the module's slides come from (spec section 3, source type; section
 * 4, feed streams): its own slides, or a stream source whose items are
 * cloned into the template slides, with each source's options and a live
 * preview of the cloned slides.
 */
export function StreamPanel() {
	const { module, editModule, state } = useEditor();
	if ( ! module ) {
		return null;
	}
	const source = module.settings.source;
	const set = ( change: Partial< Source >, key?: string ) =>
		editModule(
			( m ) => ( {
				...m,
				settings: {
					...m.settings,
					source: { ...m.settings.source, ...change },
				},
			} ),
			key && `source-${ key }`
		);
	const post = source.post ?? {};
	const setPost = ( change: Partial< typeof post >, key: string ) =>
		set( { post: { ...post, ...change } }, key );
	return (
		<PanelBody
			title={ __( 'Slides from a stream', 'stagecraft' ) }
			initialOpen={ false }
		>
			<SelectControl< string >
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Source', 'stagecraft' ) }
				help="source.type"
				value={ source.type ?? '' }
				options={ [
					{
						label: __( 'The module’s own slides', 'stagecraft' ),
						value: '',
					},
					...STREAM_SOURCES.map( ( value ) => ( {
						label: value,
						value,
					} ) ),
				] }
				onChange={ ( type: string ) =>
					set( {
						type: STREAM_SOURCES.find(
							( name ): name is SourceType => name === type
						),
					} )
				}
			/>
			{ source.type === 'post' && (
				<>
					<TextField
						label={ __( 'Post types', 'stagecraft' ) }
						field="source.post.types"
						value={ listText( post.types ) }
						onChange={ ( text ) =>
							setPost( { types: listOf( text ) }, 'types' )
						}
					/>
					<TextField
						label={ __( 'Category ids', 'stagecraft' ) }
						field="source.post.category"
						value={ listText( post.category ) }
						onChange={ ( text ) =>
							setPost( { category: listOf( text ) }, 'category' )
						}
					/>
					<TextField
						label={ __( 'Tag ids', 'stagecraft' ) }
						field="source.post.tag"
						value={ listText( post.tag ) }
						onChange={ ( text ) =>
							setPost( { tag: listOf( text ) }, 'tag' )
						}
					/>
					<TextField
						label={ __( 'Only these post ids', 'stagecraft' ) }
						field="source.post.include"
						value={ listText( post.include ) }
						onChange={ ( text ) =>
							setPost( { include: listOf( text ) }, 'include' )
						}
					/>
				</>
			) }
			{ source.type === 'woo' && (
				<TextField
					label={ __( 'Product category ids', 'stagecraft' ) }
					field="source.woo.category"
					value={ listText( source.woo?.category ) }
					onChange={ ( text ) =>
						set( { woo: { category: listOf( text ) } }, 'woo' )
					}
				/>
			) }
			{ source.type === 'gallery' && (
				<TextField
					label={ __( 'Image ids', 'stagecraft' ) }
					field="source.gallery.ids"
					value={ listText( source.gallery?.ids ) }
					onChange={ ( text ) =>
						set( { gallery: { ids: listOf( text ) } }, 'gallery' )
					}
				/>
			) }
			{ isSocial( source.type ) && (
				<SocialSourceFields
					source={ source.type }
					settings={ source[ source.type ] }
					onChange={ ( settings, key ) =>
						source.type && set( { [ source.type ]: settings }, key )
					}
				/>
			) }
			{ source.type && (
				<StreamPreview module={ module } revision={ state.revision } />
			) }
		</PanelBody>
	);
}

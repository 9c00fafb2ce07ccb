import { Button, PanelBody } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store } from '../store';
import {
	addSlide,
	deleteSlide,
	duplicateSlide,
	moveSlide,
} from '../store/edits';
import { useEditor } from '../use-editor';
import { ItemList } from './ItemList';

/** The module's slides: select, add, duplicate, delete (undo brings it back), reorder. */
export function SlidesPanel() {
	const { module, slideIndex } = useEditor();
	const { edit, selectSlide } = useDispatch( store );
	if ( ! module ) {
		return null;
	}
	const count = module.slides.length;
	return (
		<PanelBody title={ __( 'Slides', 'stagecraft' ) }>
			<ItemList
				label={ __( 'Slides', 'stagecraft' ) }
				items={ module.slides.map( ( s ) => ( {
					key: String( s.id ),
					label: s.title,
				} ) ) }
				selected={ slideIndex }
				onSelect={ selectSlide }
				onMove={ ( from, to ) =>
					edit( moveSlide( module, from, to ), undefined, {
						slide: Math.max( 0, Math.min( count - 1, to ) ),
					} )
				}
			/>
			<div className="stagecraft-editor__actions">
				<Button
					variant="secondary"
					onClick={ () =>
						edit(
							addSlide(
								module,
								sprintf(
									/* translators: %d: slide number */
									__( 'Slide %d', 'stagecraft' ),
									count + 1
								)
							),
							undefined,
							{ slide: count, layer: null }
						)
					}
				>
					{ __( 'Add slide', 'stagecraft' ) }
				</Button>
				<Button
					variant="tertiary"
					disabled={ count === 0 }
					onClick={ () =>
						edit( duplicateSlide( module, slideIndex ), undefined, {
							slide: slideIndex + 1,
						} )
					}
				>
					{ __( 'Duplicate slide', 'stagecraft' ) }
				</Button>
				<Button
					variant="tertiary"
					isDestructive
					disabled={ count === 0 }
					onClick={ () => edit( deleteSlide( module, slideIndex ) ) }
				>
					{ __( 'Delete slide', 'stagecraft' ) }
				</Button>
			</div>
		</PanelBody>
	);
}

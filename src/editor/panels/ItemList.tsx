import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

export interface ListItem {
	key: string;
	label: string;
	/** Nesting depth, for layers inside groups, rows and columns. */
	depth?: number;
}

/**
 * A selectable, reorderable list (slides, layers): click or Enter selects; Alt+Arrow keys
 * and drag and drop move the item. Moves are announced by the panel's own live region.
 *
 * @param props          List props.
 * @param props.label    The list's accessible name.
 * @param props.items    The entries, in order.
 * @param props.selected Index of the selected entry, -1 for none.
 * @param props.onSelect Called with the index chosen.
 * @param props.onMove   Called with the index moved and where to.
 */
export function ItemList( {
	label,
	items,
	selected,
	onSelect,
	onMove,
}: {
	label: string;
	items: ListItem[];
	selected: number;
	onSelect: ( index: number ) => void;
	onMove: ( from: number, to: number ) => void;
} ) {
	const [ dragged, setDragged ] = useState< number | null >( null );
	return (
		<ol className="stagecraft-editor__list" aria-label={ label }>
			{ items.map( ( item, index ) => (
				<li
					key={ item.key }
					draggable
					onDragStart={ ( event ) => {
						setDragged( index );
						event.dataTransfer.effectAllowed = 'move';
					} }
					onDragOver={ ( event ) =>
						dragged !== null && event.preventDefault()
					}
					onDrop={ ( event ) => {
						event.preventDefault();
						if ( dragged !== null ) {
							onMove( dragged, index );
						}
						setDragged( null );
					} }
					style={ { paddingInlineStart: ( item.depth ?? 0 ) * 12 } }
				>
					<Button
						className="stagecraft-editor__item"
						isPressed={ index === selected }
						aria-describedby="stagecraft-editor-list-help"
						onClick={ () => onSelect( index ) }
						onKeyDown={ ( event: React.KeyboardEvent ) => {
							if (
								event.altKey &&
								( event.key === 'ArrowUp' ||
									event.key === 'ArrowDown' )
							) {
								event.preventDefault();
								onMove(
									index,
									index + ( event.key === 'ArrowUp' ? -1 : 1 )
								);
							}
						} }
					>
						{ item.label ||
							sprintf(
								/* translators: %d: position in the list */
								__( 'Untitled %d', 'stagecraft' ),
								index + 1
							) }
					</Button>
				</li>
			) ) }
		</ol>
	);
}

/** The keyboard help every list points to. */
export function ListHelp() {
	return (
		<p id="stagecraft-editor-list-help" className="screen-reader-text">
			{ __( 'Alt+Up and Alt+Down move the item.', 'stagecraft' ) }
		</p>
	);
}

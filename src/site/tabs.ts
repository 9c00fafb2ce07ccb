// WAI-ARIA APG tabs with automatic activation: arrows, Home and End move and select.

export type Tabs = {
	select: ( index: number, focus: boolean ) => void;
	destroy: () => void;
};

export function createTabs( list: HTMLElement | null ): Tabs | null {
	if ( ! list ) {
		return null;
	}
	const tabs = Array.from(
		list.querySelectorAll< HTMLElement >( '[role="tab"]' )
	);
	const panel = ( tab: HTMLElement ) =>
		document.getElementById( tab.getAttribute( 'aria-controls' ) ?? '' );

	const select = ( index: number, focus: boolean ) => {
		tabs.forEach( ( tab, i ) => {
			const on = i === index;
			tab.setAttribute( 'aria-selected', String( on ) );
			tab.tabIndex = on ? 0 : -1;
			const target = panel( tab );
			if ( target ) {
				target.hidden = ! on;
			}
			if ( on && focus ) {
				tab.focus();
			}
		} );
	};
	const onClick = ( event: MouseEvent ) => {
		const tab =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( '[role="tab"]' )
				: null;
		if ( tab ) {
			select( tabs.indexOf( tab ), true );
		}
	};
	const onKeydown = ( event: KeyboardEvent ) => {
		const current = tabs.findIndex(
			( tab ) => tab === list.ownerDocument.activeElement
		);
		if ( current < 0 ) {
			return;
		}
		const moves: Record< string, number > = {
			ArrowRight: ( current + 1 ) % tabs.length,
			ArrowLeft: ( current - 1 + tabs.length ) % tabs.length,
			Home: 0,
			End: tabs.length - 1,
		};
		if ( event.key in moves ) {
			event.preventDefault();
			select( moves[ event.key ], true );
		}
	};
	list.addEventListener( 'click', onClick );
	list.addEventListener( 'keydown', onKeydown );
	return {
		select,
		destroy() {
			list.removeEventListener( 'click', onClick );
			list.removeEventListener( 'keydown', onKeydown );
		},
	};
}

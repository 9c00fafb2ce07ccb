// The visitor's React on Preact (src/react/visitor): what the renderer relies on. Imported as
// the components import it: Jest's visitor project maps react and react-dom/client to it.
import { act } from 'preact/test-utils';
import { memo, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';

describe( "the visitor's react", () => {
	let container: HTMLElement;
	beforeEach( () => {
		container = document.createElement( 'div' );
		container.innerHTML = '<p class="server">server markup</p>';
		document.body.append( container );
	} );
	afterEach( () => container.remove() );

	it( 'replaces the server markup on the first render, then diffs; unmount empties', () => {
		const root = createRoot( container );
		act( () => root.render( <b>one</b> ) );
		expect( container.innerHTML ).toBe( '<b>one</b>' );
		const first = container.firstChild;
		act( () => root.render( <b>two</b> ) );
		expect( container.firstChild ).toBe( first );
		expect( container.textContent ).toBe( 'two' );
		act( () => root.unmount() );
		expect( container.innerHTML ).toBe( '' );
	} );

	it( 'writes style numbers as pixels, unitless properties as they are', () => {
		act( () =>
			createRoot( container ).render(
				<i
					style={ {
						width: 40,
						right: 12,
						zIndex: 2,
						opacity: 0.5,
						flexGrow: 1,
						lineHeight: 1.5,
						top: '5%',
					} }
				/>
			)
		);
		const style = ( container.firstChild as HTMLElement ).style;
		expect( style.width ).toBe( '40px' );
		expect( style.right ).toBe( '12px' );
		expect( style.zIndex ).toBe( '2' );
		expect( style.opacity ).toBe( '0.5' );
		expect( style.flexGrow ).toBe( '1' );
		expect( style.lineHeight ).toBe( '1.5' );
		expect( style.top ).toBe( '5%' );
	} );

	it( 'memo renders again only when a prop changed', () => {
		let renders = 0;
		const Label = memo( ( { text }: { text: string } ) => {
			renders++;
			return <span>{ text }</span>;
		} );
		let setCount: ( n: number ) => void = () => {};
		function Parent( { text }: { text: string } ) {
			const [ count, set ] = useState( 0 );
			setCount = set;
			return (
				<div data-count={ count }>
					<Label text={ text } />
				</div>
			);
		}
		const root = createRoot( container );
		act( () => root.render( <Parent text="a" /> ) );
		act( () => setCount( 1 ) );
		expect( renders ).toBe( 1 );
		act( () => root.render( <Parent text="b" /> ) );
		expect( renders ).toBe( 2 );
		expect( container.textContent ).toBe( 'b' );
	} );

	it( 'useSyncExternalStore follows the store', () => {
		let value = 1;
		const listeners = new Set< () => void >();
		const subscribe = ( listener: () => void ) => {
			listeners.add( listener );
			return () => listeners.delete( listener );
		};
		const read = () => value;
		function View() {
			return <output>{ useSyncExternalStore( subscribe, read ) }</output>;
		}
		const root = createRoot( container );
		act( () => root.render( <View /> ) );
		expect( container.textContent ).toBe( '1' );
		act( () => {
			value = 2;
			listeners.forEach( ( listener ) => listener() );
		} );
		expect( container.textContent ).toBe( '2' );
		act( () => root.unmount() );
		expect( listeners.size ).toBe( 0 );
	} );
} );

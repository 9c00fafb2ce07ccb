// The visitor build's `react` (webpack.config.js, and Jest's visitor project): Preact's core and
// hooks, and the two React APIs the renderer uses beyond them, instead of Preact's compat layer,
// which emulates all of React (events, forms, children, portals) for code that needs it.
import { createElement, options } from 'preact';
import type { Component, FunctionComponent, VNode } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export { createContext, createElement, Fragment } from 'preact';
export {
	useCallback,
	useContext,
	useEffect,
	useLayoutEffect,
	useMemo,
	useReducer,
	useRef,
	useState,
} from 'preact/hooks';

// React's style numbers are pixels but for unitless properties (Preact 11's core leaves the
// number as it is); the list of unitless ones is Preact compat's.
const UNITLESS =
	/^(-|f[lo].*[^se]$|g.{5,}[^ps]$|z|o[pr]|(W.{5})?[lL]i.*(t|mp)$|an|(bo|s).{4}Im|sca|m.{6}[ds]|ta|c.*[st]$|wido|ini|asp|fill|st)/;
const previousVNode = options.vnode;
options.vnode = ( vnode: VNode ) => {
	const props = vnode.props as { style?: Record< string, unknown > };
	if (
		typeof vnode.type === 'string' &&
		props.style?.constructor === Object
	) {
		// Runs for every element: the style is copied only when it has a number to write.
		let style = props.style;
		for ( const key in style ) {
			const value = style[ key ];
			if ( typeof value === 'number' && ! UNITLESS.test( key ) ) {
				if ( style === props.style ) {
					style = { ...style };
				}
				style[ key ] = `${ value }px`;
			}
		}
		props.style = style;
	}
	previousVNode?.( vnode );
};

function shallowDiffers( a: object, b: object ): boolean {
	const left = a as Record< string, unknown >;
	const right = b as Record< string, unknown >;
	for ( const key in left ) {
		if ( key !== '__source' && ! ( key in right ) ) {
			return true;
		}
	}
	for ( const key in right ) {
		if ( key !== '__source' && left[ key ] !== right[ key ] ) {
			return true;
		}
	}
	return false;
}

/**
 * React's memo: the component renders again only when a prop changed (compared shallowly).
 *
 * @param component The component.
 */
export function memo< P extends object >(
	component: FunctionComponent< P >
): FunctionComponent< P > {
	// Preact calls a function component with its instance as `this`.
	function Memoed( this: Component< P >, props: P ) {
		this.shouldComponentUpdate = ( next: Readonly< P > ) =>
			shallowDiffers( this.props, next );
		return createElement( component, props );
	}
	return Memoed;
}

/**
 * React's useSyncExternalStore: the store's snapshot, rendered again when it changes.
 *
 * @param subscribe   Subscribes a listener; returns its unsubscribe.
 * @param getSnapshot The store's current value.
 */
export function useSyncExternalStore< T >(
	subscribe: ( onChange: () => void ) => () => void,
	getSnapshot: () => T
): T {
	const value = getSnapshot();
	const [ { store }, forceUpdate ] = useState( {
		store: { value, getSnapshot },
	} );
	const changed = () => ! Object.is( store.value, store.getSnapshot() );
	useLayoutEffect( () => {
		store.value = value;
		store.getSnapshot = getSnapshot;
		if ( changed() ) {
			forceUpdate( { store } );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the store object is stable.
	}, [ subscribe, value, getSnapshot ] );
	useEffect( () => {
		if ( changed() ) {
			forceUpdate( { store } );
		}
		return subscribe( () => {
			if ( changed() ) {
				forceUpdate( { store } );
			}
		} );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the store object is stable.
	}, [ subscribe ] );
	return value;
}

// The module editor's entry (wp-admin only): mounts the app in the screen's root.
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import { App } from './App';
import { readSettings } from './settings';
import './store';
import './panels';
import './style.scss';

domReady( () => {
	const root = document.getElementById( 'stagecraft-module-editor-root' );
	if ( root ) {
		createRoot( root ).render( <App settings={ readSettings() } /> );
	}
} );

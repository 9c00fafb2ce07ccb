import { createLightbox } from '../../src/site/lightbox/lightbox';
import { LINK_SELECTOR } from '../../src/site/lightbox/items';
import { readStrings } from '../../src/site/lightbox/strings';
import { mountEach } from '../../src/site/mount-each';

// One lightbox for the page, answering clicks on every lightbox link (this block's, core image
// and gallery blocks set to open in it, any link with rel="lightbox[name]").
createLightbox( {
	strings: readStrings( window.stagecraftLightbox ),
} );
mountEach( LINK_SELECTOR, ( link ) =>
	link.setAttribute( 'aria-haspopup', 'dialog' )
);

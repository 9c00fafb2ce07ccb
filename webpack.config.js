// wp-scripts' configuration, with two changes:
// - no separate vendors chunk. The module runtime is one lazily loaded chunk
//   (build/module/runtime.js) holding its libraries, so a page asks for one file after its first
//   paint, named like the block's other chunks, instead of two;
// - the module editor (a wp-admin screen, not a block) as one more entry, build/module-editor.
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const EXTRA_ENTRIES = {
	'module-editor/index': path.resolve( __dirname, 'src/editor/index.tsx' ),
};

const withEntries = ( entry ) => async () => ( {
	...( typeof entry === 'function' ? await entry() : entry ),
	...EXTRA_ENTRIES,
} );

const adapt = ( config ) => ( {
	...config,
	entry: withEntries( config.entry ),
	optimization: {
		...config.optimization,
		splitChunks: {
			...config.optimization.splitChunks,
			cacheGroups: {
				...config.optimization.splitChunks.cacheGroups,
				defaultVendors: false,
			},
		},
	},
} );

module.exports = Array.isArray( defaultConfig )
	? defaultConfig.map( adapt )
	: adapt( defaultConfig );

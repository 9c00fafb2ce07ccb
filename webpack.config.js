// wp-scripts' configuration, with one change: no separate vendors chunk. The module runtime is
// one lazily loaded chunk (build/module/runtime.js) holding its libraries, so a page asks for one
// file after its first paint, named like the block's other chunks, instead of two.
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const withoutVendors = ( config ) => ( {
	...config,
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
	? defaultConfig.map( withoutVendors )
	: withoutVendors( defaultConfig );

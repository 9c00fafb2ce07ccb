<?php
/**
 * What the server markup of a module needs, from the object cache: the module with only the
 * slides the first paint shows, and its feature list. A page showing a module of a thousand
 * slides then reads a small entry instead of the whole module (1.7 MB serialized), and does not
 * walk every layer for its features on each view.
 *
 * @package Stagecraft
 */

namespace Stagecraft\Blocks;

use Stagecraft\Storage\ModuleCache;
use Stagecraft\Storage\ModuleRepository;
use Stagecraft\Storage\PublishWindow;

/**
 * The cached markup view of a published module.
 */
final class ModuleMarkupView {

	/**
	 * The markup view of a published module by alias, or null when there is none.
	 *
	 * @param string $alias Module alias.
	 * @return array{module:array<string,mixed>,features:list<string>}|null
	 */
	public static function find( string $alias ): ?array {
		$repository = new ModuleRepository();
		$id         = $repository->resolve( $alias, true );
		if ( $id <= 0 ) {
			return null;
		}
		$entry = ModuleCache::remember(
			'markup',
			$id,
			array(),
			static function () use ( $repository, $id ): ?array {
				$post = $repository->published_post( $id );
				if ( null === $post ) {
					return null;
				}
				$now    = time();
				$module = $repository->load( $post );
				return array(
					'data'     => self::of( ModuleRepository::visible( $module, $now ) ),
					'modified' => 0,
					// A publish window opening or closing changes the slides without a save.
					'expires'  => PublishWindow::next_change( (array) ( $module['slides'] ?? array() ), $now ),
				);
			}
		);
		$view  = null === $entry ? null : $entry['data'];
		return is_array( $view['module'] ?? null ) && is_array( $view['features'] ?? null )
			? array(
				'module'   => $view['module'],
				'features' => array_values( array_map( 'strval', $view['features'] ) ),
			)
			: null;
	}

	/**
	 * The view of a module as visitors see it: slides the first paint does not show keep only
	 * their id and order (the markup counts them and sorts by order).
	 *
	 * @param array<string,mixed> $module Module in the canonical shape, visible slides only.
	 * @return array{module:array<string,mixed>,features:list<string>}
	 */
	public static function of( array $module ): array {
		$features = ModuleFeatures::of( $module );
		$slides   = (array) ( $module['slides'] ?? array() );
		usort( $slides, static fn ( $a, $b ) => (int) ( $a['order'] ?? 0 ) <=> (int) ( $b['order'] ?? 0 ) );
		$shown = array( 0 => true );
		if ( CarouselMarkup::applies( $module ) ) {
			foreach ( CarouselMarkup::first_window( $slides, CarouselMarkup::settings( $module ) ) as $item ) {
				$shown[ $item['index'] ] = true;
			}
		}
		foreach ( $slides as $index => $slide ) {
			if ( ! isset( $shown[ $index ] ) ) {
				$slides[ $index ] = array(
					'id'    => $slide['id'] ?? 0,
					'order' => $slide['order'] ?? 0,
				);
			}
		}
		$module['slides'] = $slides;
		return array(
			'module'   => $module,
			'features' => $features,
		);
	}
}

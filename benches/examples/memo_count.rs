//! What the memo's search asks for on the games of `scripts/memo-ways.sh`
//! (`docs/benchmarks.md`, "The generic memo beside a hand-written DP"):
//! for each task and way (`dense`: `Grundy::dense` asked for the top
//! position; `fill`: `Grundy::dense` and `fill`; `hash`: `Grundy::new`),
//! the scans (calls of `for_each_option`), the options passed to the
//! callback, and for the dense ways the calls of the index function (one
//! for each read or write of a cell). Counts, not times: they do not
//! depend on the machine.
//!
//! ```sh
//! cargo run --release -p grundy-benches --example memo_count
//! ```

use grundy::game::{Game, Grundy};
use grundy_benches::memo::*;
use std::cell::Cell;
use std::rc::Rc;

/// A game that counts its scans and the options it passes.
struct Counting<G> {
    inner: G,
    scans: Rc<Cell<u64>>,
    options: Rc<Cell<u64>>,
}

impl<G: Game> Game for Counting<G> {
    type Position = G::Position;
    const PUSHES: bool = G::PUSHES;

    fn options(&self, position: &Self::Position) -> Vec<Vec<Self::Position>> {
        let options = self.inner.options(position);
        self.scans.set(self.scans.get() + 1);
        self.options.set(self.options.get() + options.len() as u64);
        options
    }

    fn for_each_option(&self, position: &Self::Position, push: &mut dyn FnMut(&[Self::Position])) {
        self.scans.set(self.scans.get() + 1);
        let options = &self.options;
        self.inner.for_each_option(position, &mut |option| {
            options.set(options.get() + 1);
            push(option)
        });
    }
}

/// Prints one line for each way on a game made by `game`, of `bound`
/// positions indexed by themselves, asked for `top`.
fn count<G: Game<Position = u32>>(task: &str, game: impl Fn() -> G, bound: usize, top: u32) {
    for way in ["dense", "fill", "hash"] {
        let (scans, options, cells) = (Rc::default(), Rc::default(), Rc::new(Cell::new(0u64)));
        let game = Counting {
            inner: game(),
            scans: Rc::clone(&scans),
            options: Rc::clone(&options),
        };
        let counter = Rc::clone(&cells);
        let index = move |&p: &u32| {
            counter.set(counter.get() + 1);
            p as usize
        };
        let value = match way {
            "dense" => Grundy::dense(game, bound, index).value(&top),
            "fill" => Grundy::dense(game, bound, index).fill(|i| i as u32)[top as usize],
            _ => Grundy::new(game).value(&top),
        };
        let cells = if way == "hash" {
            "-".to_string()
        } else {
            cells.get().to_string()
        };
        println!(
            "{task}, {way}: value {value}, {} scans, {} options, {cells} index calls",
            scans.get(),
            options.get()
        );
    }
}

fn main() {
    count("divisor", || divisor_game(20), 1 << 20, (1 << 20) - 1);
    count("complete-dag", complete_dag, 2000, 1999);
}

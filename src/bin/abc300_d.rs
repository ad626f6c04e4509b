// abc300_d: <the problem's address>
// <The rules in a line or two: who moves, what a move is, who wins.>
//
// As made by `grundy new`, this answers a stand-in game (one pile of N stones,
// take 1, 2 or 3, whoever takes the last stone wins): replace the input, the
// bounds, the library call and the printed words with the problem's.
use grundy::input::{check_range, ensure_end, install_error_hook};
use grundy::subtraction::subtraction_table;
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    ensure_end(source.next_token());
    let n = check_range("N", n, 1, 1000);
    let g = subtraction_table(&[1, 2, 3], n);
    println!("{}", if g[n] != 0 { "First" } else { "Second" });
}

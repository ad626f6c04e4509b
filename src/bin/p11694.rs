// https://www.acmicpc.net/problem/11694
// Misère Nim: all piles 1 -> first wins iff N even; else iff the XOR is nonzero.
use grundy::input::{check_all, check_range, ensure_end, install_error_hook};
use grundy::nim::first_player_wins_misere;
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    check_range("N", n, 1, 100);
    input! { from &mut source, p: [u64; n] }
    ensure_end(source.next_token());
    check_all("P", &p, 1, 2_000_000_000);
    let first = first_player_wins_misere(&p);
    println!("{}", if first { "koosaga" } else { "cubelover" });
}

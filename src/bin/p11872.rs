// https://www.acmicpc.net/problem/11872
// Lasker's Nim: take any number of stones from a pile, or split a pile in
// two. g(n) is n for n mod 4 in {1, 2}, n + 1 for 3, n - 1 for 0 (period 4,
// saltus 4; proven by induction in grundy::games::lasker); the first player wins
// iff the XOR is nonzero. Piles accepted up to 10^18 (the bound 2*10^9 is
// unconfirmed).
use grundy::games::lasker::first_player_wins;
use grundy::input::{check_all, check_range, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, n: usize }
    check_range("N", n, 1, 100);
    input! { from &mut source, p: [u64; n] }
    ensure_end(source.next_token());
    check_all("P", &p, 1, 1_000_000_000_000_000_000);
    println!(
        "{}",
        if first_player_wins(&p) {
            "koosaga"
        } else {
            "cubelover"
        }
    );
}

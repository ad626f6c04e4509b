// https://www.acmicpc.net/problem/2600
// Two bins of marbles, a move takes b1, b2 or b3 from one bin: a sum of two
// subtraction games, so the first player (A) wins iff g(k1) xor g(k2) != 0,
// from one table up to the largest bin (grundy::games::marbles).
use grundy::games::marbles::first_player_wins_sums;
use grundy::input::{check_all, check_range, ensure, ensure_end, install_error_hook};
use proconio::input;
use proconio::source::Source;

fn main() {
    install_error_hook();
    let mut source = grundy::input::stdin_source();
    input! { from &mut source, b: [usize; 3], games: [(usize, usize); 5] }
    ensure_end(source.next_token());
    check_all("b", &b, 1, 30);
    ensure(b[0] < b[1] && b[1] < b[2], "need b1 < b2 < b3");
    for (i, &(k1, k2)) in games.iter().enumerate() {
        check_range(&format!("game {}: k1", i + 1), k1, 1, 500);
        check_range(&format!("game {}: k2", i + 1), k2, 1, 500);
    }
    for a_wins in first_player_wins_sums(&b, &games) {
        println!("{}", if a_wins { "A" } else { "B" });
    }
}

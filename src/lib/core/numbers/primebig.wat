;; The strong probable-prime test and the strong Lucas test (Selfridge's parameters) for odd n of
;; up to 127 limbs of 28 bits (3,556 bits), the same tests as the BigInt path in primality.ts.
;;
;; Numbers are arrays of k limbs of 28 bits, each held in 32 bits, least significant first, in
;; slots of 1,024 bytes of linear memory. Montgomery multiplication with R = 2^(28k),
;; scanning the product column by column: every limb product is below 2^56, and a column sums at
;; most 2k of them and the carry of the column before, which stays below 2^64 for k <= 127, so a
;; column needs no carry of its own until it is done. Every residue is kept fully reduced, below n.
;; Each column is summed in SIMD lanes (see $mul), so the module needs WebAssembly SIMD: an engine
;; without it refuses to compile it, and primality.ts then keeps its BigInt path.
;;
;; The caller writes n, Montgomery's one (R mod n), the other values it names and the exponent
;; into their slots just before each call, and the call reads nothing else; memory outlives a call
;; only as scratch, so each answer depends on what was written for it alone.
(module
	(memory (export "memory") 1)
	;; Masks of the first 1, 2 or 3 lanes of four, at byte 16384 + 16 * lanes (see $sqr).
	(data (i32.const 16400) "\ff\ff\ff\ff\00\00\00\00\00\00\00\00\00\00\00\00")
	(data (i32.const 16416) "\ff\ff\ff\ff\ff\ff\ff\ff\00\00\00\00\00\00\00\00")
	(data (i32.const 16432) "\ff\ff\ff\ff\ff\ff\ff\ff\ff\ff\ff\ff\00\00\00\00")

	;; Slots (byte offsets), as the caller writes them.
	(global $N i32 (i32.const 0))
	(global $ONE i32 (i32.const 1024))
	;; The base of the strong test (unused for base 2), or Q for the Lucas test, in Montgomery form.
	(global $C i32 (i32.const 2048))
	;; The exponent: d of n - 1 = d*2^s, or k of n + 1 = k*2^s.
	(global $E i32 (i32.const 3072))
	;; Scratch.
	(global $M i32 (i32.const 4096))
	(global $X i32 (i32.const 5120))
	(global $V i32 (i32.const 6144))
	(global $W i32 (i32.const 7168))
	(global $QK i32 (i32.const 8192))
	(global $NEXT i32 (i32.const 9216))
	(global $T i32 (i32.const 10240))
	(global $MINUS i32 (i32.const 11264))
	(global $ZERO i32 (i32.const 12288))
	;; For $mul: b backwards, n backwards (the v128.load offsets name these two).
	(global $BR i32 (i32.const 14336))
	(global $NR i32 (i32.const 15360))

	;; Before a test: NR = n backwards, and four zero limbs after the k limbs of every slot (the
	;; SIMD runs of $mul read up to three limbs past a number's end, and an earlier call with a
	;; larger k may have left limbs there).
	(func $prepare (param $k i32)
		(local $t i32) (local $slot i32)
		(block $done
			(loop $slots
				(br_if $done (i32.ge_u (local.get $slot) (i32.const 16384)))
				(v128.store (i32.add (local.get $slot) (i32.shl (local.get $k) (i32.const 2))) (v128.const i64x2 0 0))
				(local.set $slot (i32.add (local.get $slot) (i32.const 1024)))
				(br $slots)))
		(block $done
			(loop $limbs
				(br_if $done (i32.ge_u (local.get $t) (local.get $k)))
				(i32.store
					(i32.add (global.get $NR) (i32.shl (i32.sub (i32.sub (local.get $k) (i32.const 1)) (local.get $t)) (i32.const 2)))
					(i32.load (i32.add (global.get $N) (i32.shl (local.get $t) (i32.const 2)))))
				(local.set $t (i32.add (local.get $t) (i32.const 1)))
				(br $limbs))))

	;; -n^-1 mod 2^28 from the lowest limb of n.
	(func $ninv (result i64)
		(local $n0 i64) (local $x i64) (local $i i32)
		(local.set $n0 (i64.load32_u (global.get $N)))
		(local.set $x (local.get $n0))
		(loop $steps
			(local.set $x
				(i64.and
					(i64.mul (local.get $x)
						(i64.sub (i64.const 2) (i64.mul (local.get $n0) (local.get $x))))
					(i64.const 0xfffffff)))
			(local.set $i (i32.add (local.get $i) (i32.const 1)))
			(br_if $steps (i32.lt_u (local.get $i) (i32.const 4))))
		(i64.and (i64.sub (i64.const 0) (local.get $x)) (i64.const 0xfffffff)))

	;; 1 when x >= n (x of k limbs and a carry above them).
	(func $atLeastN (param $x i32) (param $top i64) (param $k i32) (result i32)
		(local $i i32) (local $a i64) (local $b i64)
		(if (i64.ne (local.get $top) (i64.const 0)) (then (return (i32.const 1))))
		(local.set $i (local.get $k))
		(block $equal
			(loop $limbs
				(br_if $equal (i32.eqz (local.get $i)))
				(local.set $i (i32.sub (local.get $i) (i32.const 1)))
				(local.set $a (i64.load32_u (i32.add (local.get $x) (i32.shl (local.get $i) (i32.const 2)))))
				(local.set $b (i64.load32_u (i32.add (global.get $N) (i32.shl (local.get $i) (i32.const 2)))))
				(if (i64.ne (local.get $a) (local.get $b))
					(then (return (i64.gt_u (local.get $a) (local.get $b)))))
				(br $limbs)))
		(i32.const 1))

	;; x = x - n, limb by limb with borrows (x >= n).
	(func $lessN (param $x i32) (param $k i32)
		(local $i i32) (local $p i32) (local $t i64)
		(block $done
			(loop $limbs
				(br_if $done (i32.ge_u (local.get $i) (local.get $k)))
				(local.set $p (i32.add (local.get $x) (i32.shl (local.get $i) (i32.const 2))))
				(local.set $t
					(i64.add
						(i64.sub (i64.load32_u (local.get $p))
							(i64.load32_u (i32.add (global.get $N) (i32.shl (local.get $i) (i32.const 2)))))
						(local.get $t)))
				(i64.store32 (local.get $p) (i64.and (local.get $t) (i64.const 0xfffffff)))
				(local.set $t (i64.shr_s (local.get $t) (i64.const 28)))
				(local.set $i (i32.add (local.get $i) (i32.const 1)))
				(br $limbs))))

	;; dst = a*b/R mod n for a, b < n (dst may be a or b).
	;;
	;; Column i of a*b is the sum of a_j b_(i-j): with b written backwards (BR), that is a dot product
	;; of two runs going the same way, four limbs at a time in SIMD lanes (32 x 32 -> 64-bit
	;; products, two i64 lanes). A run is rounded up to four limbs: the limbs past its end meet zeros
	;; (the padding after each slot, and the limbs of M not computed yet), so they add nothing.
	(func $mul (param $dst i32) (param $a i32) (param $b i32) (param $k i32) (param $ninv i64)
		(local $i i32) (local $t i32) (local $o i32) (local $o2 i32) (local $end i32)
		(local $acc i64) (local $m i64) (local $sum v128) (local $x v128) (local $y v128)
		;; BR = b backwards, so dst may be b; dst may be a too, as a limb of dst is written only once
		;; no later column reads that place of a.
		(local.set $t (i32.const 0))
		(block $done
			(loop $limbs
				(br_if $done (i32.ge_u (local.get $t) (local.get $k)))
				(i32.store
					(i32.add (global.get $BR) (i32.shl (i32.sub (i32.sub (local.get $k) (i32.const 1)) (local.get $t)) (i32.const 2)))
					(i32.load (i32.add (local.get $b) (i32.shl (local.get $t) (i32.const 2)))))
				(local.set $t (i32.add (local.get $t) (i32.const 1)))
				(br $limbs)))
		;; M_0..3 = 0; each m_i stored below zeroes the four limbs after it, so a column's run
		;; meets only the m_j computed so far and zeros.
		(v128.store (global.get $M) (v128.const i64x2 0 0))
		;; Columns 0 .. k-1: a_j b_(i-j) and m_j n_(i-j) for 0 <= j <= i, then the limb m_i that
		;; clears the column.
		(block $low
			(loop $columns
				(br_if $low (i32.ge_u (local.get $i) (local.get $k)))
				(local.set $sum (v128.const i64x2 0 0))
				(local.set $o (i32.const 0))
				(local.set $o2 (i32.shl (i32.sub (i32.sub (local.get $k) (i32.const 1)) (local.get $i)) (i32.const 2)))
				(local.set $end (i32.shl (i32.add (local.get $i) (i32.const 1)) (i32.const 2)))
				(loop $terms
					(local.set $x (v128.load (i32.add (local.get $a) (local.get $o))))
					(local.set $y (v128.load offset=14336 (local.get $o2)))
					(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_low_i32x4_u (local.get $x) (local.get $y))))
					(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_high_i32x4_u (local.get $x) (local.get $y))))
					(local.set $x (v128.load offset=4096 (local.get $o)))
					(local.set $y (v128.load offset=15360 (local.get $o2)))
					(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_low_i32x4_u (local.get $x) (local.get $y))))
					(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_high_i32x4_u (local.get $x) (local.get $y))))
					(local.set $o (i32.add (local.get $o) (i32.const 16)))
					(local.set $o2 (i32.add (local.get $o2) (i32.const 16)))
					(br_if $terms (i32.lt_u (local.get $o) (local.get $end))))
				(local.set $acc
					(i64.add (local.get $acc)
						(i64.add (i64x2.extract_lane 0 (local.get $sum)) (i64x2.extract_lane 1 (local.get $sum)))))
				(local.set $m (i64.and (i64.mul (local.get $acc) (local.get $ninv)) (i64.const 0xfffffff)))
				(i64.store32 (i32.add (global.get $M) (i32.shl (local.get $i) (i32.const 2))) (local.get $m))
				(v128.store offset=4100 (i32.shl (local.get $i) (i32.const 2)) (v128.const i64x2 0 0))
				(local.set $acc
					(i64.shr_u
						(i64.add (local.get $acc) (i64.mul (local.get $m) (i64.load32_u (global.get $N))))
						(i64.const 28)))
				(local.set $i (i32.add (local.get $i) (i32.const 1)))
				(br $columns)))
		;; Columns k .. 2k-2: column k-1+i sums a_j b_(k-1+i-j) and m_j n_(k-1+i-j) for i <= j < k,
		;; and gives limb i-1 of the result.
		(local.set $i (i32.const 1))
		(local.set $end (i32.shl (local.get $k) (i32.const 2)))
		(block $high
			(loop $columns
				(br_if $high (i32.ge_u (local.get $i) (local.get $k)))
				(local.set $sum (v128.const i64x2 0 0))
				(local.set $o (i32.shl (local.get $i) (i32.const 2)))
				(local.set $o2 (i32.const 0))
				(loop $terms
					(local.set $x (v128.load (i32.add (local.get $a) (local.get $o))))
					(local.set $y (v128.load offset=14336 (local.get $o2)))
					(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_low_i32x4_u (local.get $x) (local.get $y))))
					(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_high_i32x4_u (local.get $x) (local.get $y))))
					(local.set $x (v128.load offset=4096 (local.get $o)))
					(local.set $y (v128.load offset=15360 (local.get $o2)))
					(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_low_i32x4_u (local.get $x) (local.get $y))))
					(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_high_i32x4_u (local.get $x) (local.get $y))))
					(local.set $o (i32.add (local.get $o) (i32.const 16)))
					(local.set $o2 (i32.add (local.get $o2) (i32.const 16)))
					(br_if $terms (i32.lt_u (local.get $o) (local.get $end))))
				(local.set $acc
					(i64.add (local.get $acc)
						(i64.add (i64x2.extract_lane 0 (local.get $sum)) (i64x2.extract_lane 1 (local.get $sum)))))
				(i64.store32 (i32.add (local.get $dst) (i32.shl (i32.sub (local.get $i) (i32.const 1)) (i32.const 2)))
					(i64.and (local.get $acc) (i64.const 0xfffffff)))
				(local.set $acc (i64.shr_u (local.get $acc) (i64.const 28)))
				(local.set $i (i32.add (local.get $i) (i32.const 1)))
				(br $columns)))
		;; The top limb, then the result (below 2n) once less n when it reaches n.
		(i64.store32 (i32.add (local.get $dst) (i32.shl (i32.sub (local.get $k) (i32.const 1)) (i32.const 2)))
			(i64.and (local.get $acc) (i64.const 0xfffffff)))
		(if (call $atLeastN (local.get $dst) (i64.shr_u (local.get $acc) (i64.const 28)) (local.get $k))
			(then (call $lessN (local.get $dst) (local.get $k)))))

	;; dst = a*a/R mod n for a < n (dst may be a), as $mul does it, with each cross product a_j a_h
	;; (j < h) taken once, its a_j doubled: half the products of the a-side.
	(func $sqr (param $dst i32) (param $a i32) (param $k i32) (param $ninv i64)
		(local $i i32) (local $c i32) (local $o i32) (local $o2 i32) (local $cnt i32) (local $full i32)
		(local $acc i64) (local $m i64) (local $d i64) (local $sum v128) (local $x v128) (local $y v128)
		;; BR = a backwards (dst may be a, as in $mul).
		(block $done
			(loop $limbs
				(br_if $done (i32.ge_u (local.get $i) (local.get $k)))
				(i32.store
					(i32.add (global.get $BR) (i32.shl (i32.sub (i32.sub (local.get $k) (i32.const 1)) (local.get $i)) (i32.const 2)))
					(i32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2)))))
				(local.set $i (i32.add (local.get $i) (i32.const 1)))
				(br $limbs)))
		;; M_0..3 = 0; each m_i stored below zeroes the four limbs after it, so a column's run
		;; meets only the m_j computed so far and zeros.
		(v128.store (global.get $M) (v128.const i64x2 0 0))
		;; Columns c = 0 .. k-1: pairs j < c - j from j = 0, then m_c.
		(local.set $i (i32.const 0))
		(block $low
			(loop $columns
				(br_if $low (i32.ge_u (local.get $i) (local.get $k)))
				(local.set $c (local.get $i))
				(local.set $sum (v128.const i64x2 0 0))
				;; The pairs j < h: twice each a_j (a shift in its lane) times a_h, the last run of
				;; four masked to its first cnt mod 4 lanes.
				(local.set $o (i32.const 0))
				(local.set $o2 (i32.shl (i32.sub (i32.sub (local.get $k) (i32.const 1)) (local.get $i)) (i32.const 2)))
				(local.set $cnt (i32.shr_u (i32.add (local.get $i) (i32.const 1)) (i32.const 1)))
				(local.set $full (i32.add (local.get $o) (i32.shl (i32.and (local.get $cnt) (i32.const -4)) (i32.const 2))))
				(block $crossed
					(loop $pairs
						(br_if $crossed (i32.ge_u (local.get $o) (local.get $full)))
						(local.set $x (i32x4.shl (v128.load (i32.add (local.get $a) (local.get $o))) (i32.const 1)))
						(local.set $y (v128.load offset=14336 (local.get $o2)))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_low_i32x4_u (local.get $x) (local.get $y))))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_high_i32x4_u (local.get $x) (local.get $y))))
						(local.set $o (i32.add (local.get $o) (i32.const 16)))
						(local.set $o2 (i32.add (local.get $o2) (i32.const 16)))
						(br $pairs)))
				(if (i32.and (local.get $cnt) (i32.const 3))
					(then
						(local.set $x
							(v128.and (i32x4.shl (v128.load (i32.add (local.get $a) (local.get $o))) (i32.const 1))
								(v128.load offset=16384 (i32.shl (i32.and (local.get $cnt) (i32.const 3)) (i32.const 4)))))
						(local.set $y (v128.load offset=14336 (local.get $o2)))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_low_i32x4_u (local.get $x) (local.get $y))))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_high_i32x4_u (local.get $x) (local.get $y))))))
				;; m_j n_(c-j), rounded up to four limbs as in $mul.
				(local.set $o (i32.const 0))
				(local.set $o2 (i32.shl (i32.sub (i32.sub (local.get $k) (i32.const 1)) (local.get $i)) (i32.const 2)))
				(local.set $full (i32.shl (i32.add (local.get $i) (i32.const 1)) (i32.const 2)))
				(block $reduced
					(loop $terms
						(br_if $reduced (i32.ge_u (local.get $o) (local.get $full)))
						(local.set $x (v128.load offset=4096 (local.get $o)))
						(local.set $y (v128.load offset=15360 (local.get $o2)))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_low_i32x4_u (local.get $x) (local.get $y))))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_high_i32x4_u (local.get $x) (local.get $y))))
						(local.set $o (i32.add (local.get $o) (i32.const 16)))
						(local.set $o2 (i32.add (local.get $o2) (i32.const 16)))
						(br $terms)))
				(local.set $acc
					(i64.add (local.get $acc)
						(i64.add (i64x2.extract_lane 0 (local.get $sum)) (i64x2.extract_lane 1 (local.get $sum)))))
				;; a_(c/2)^2 when the column c is even.
				(if (i32.eqz (i32.and (local.get $c) (i32.const 1)))
					(then
						(local.set $d (i64.load32_u (i32.add (local.get $a) (i32.shl (i32.shr_u (local.get $c) (i32.const 1)) (i32.const 2)))))
						(local.set $acc (i64.add (local.get $acc) (i64.mul (local.get $d) (local.get $d))))))
				(local.set $m (i64.and (i64.mul (local.get $acc) (local.get $ninv)) (i64.const 0xfffffff)))
				(i64.store32 (i32.add (global.get $M) (i32.shl (local.get $i) (i32.const 2))) (local.get $m))
				(v128.store offset=4100 (i32.shl (local.get $i) (i32.const 2)) (v128.const i64x2 0 0))
				(local.set $acc
					(i64.shr_u
						(i64.add (local.get $acc) (i64.mul (local.get $m) (i64.load32_u (global.get $N))))
						(i64.const 28)))
				(local.set $i (i32.add (local.get $i) (i32.const 1)))
				(br $columns)))
		;; Columns c = k-1+i for i = 1 .. k-1: pairs i <= j < c - j, and limb i-1 of the result.
		(local.set $i (i32.const 1))
		(block $high
			(loop $columns
				(br_if $high (i32.ge_u (local.get $i) (local.get $k)))
				(local.set $c (i32.add (i32.sub (local.get $k) (i32.const 1)) (local.get $i)))
				(local.set $sum (v128.const i64x2 0 0))
				;; The pairs j < h: twice each a_j (a shift in its lane) times a_h, the last run of
				;; four masked to its first cnt mod 4 lanes.
				(local.set $o (i32.shl (local.get $i) (i32.const 2)))
				(local.set $o2 (i32.const 0))
				(local.set $cnt (i32.sub (i32.shr_u (i32.add (local.get $c) (i32.const 1)) (i32.const 1)) (local.get $i)))
				(local.set $full (i32.add (local.get $o) (i32.shl (i32.and (local.get $cnt) (i32.const -4)) (i32.const 2))))
				(block $crossed
					(loop $pairs
						(br_if $crossed (i32.ge_u (local.get $o) (local.get $full)))
						(local.set $x (i32x4.shl (v128.load (i32.add (local.get $a) (local.get $o))) (i32.const 1)))
						(local.set $y (v128.load offset=14336 (local.get $o2)))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_low_i32x4_u (local.get $x) (local.get $y))))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_high_i32x4_u (local.get $x) (local.get $y))))
						(local.set $o (i32.add (local.get $o) (i32.const 16)))
						(local.set $o2 (i32.add (local.get $o2) (i32.const 16)))
						(br $pairs)))
				(if (i32.and (local.get $cnt) (i32.const 3))
					(then
						(local.set $x
							(v128.and (i32x4.shl (v128.load (i32.add (local.get $a) (local.get $o))) (i32.const 1))
								(v128.load offset=16384 (i32.shl (i32.and (local.get $cnt) (i32.const 3)) (i32.const 4)))))
						(local.set $y (v128.load offset=14336 (local.get $o2)))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_low_i32x4_u (local.get $x) (local.get $y))))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_high_i32x4_u (local.get $x) (local.get $y))))))
				;; m_j n_(c-j), rounded up to four limbs as in $mul.
				(local.set $o (i32.shl (local.get $i) (i32.const 2)))
				(local.set $o2 (i32.const 0))
				(local.set $full (i32.shl (local.get $k) (i32.const 2)))
				(block $reduced
					(loop $terms
						(br_if $reduced (i32.ge_u (local.get $o) (local.get $full)))
						(local.set $x (v128.load offset=4096 (local.get $o)))
						(local.set $y (v128.load offset=15360 (local.get $o2)))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_low_i32x4_u (local.get $x) (local.get $y))))
						(local.set $sum (i64x2.add (local.get $sum) (i64x2.extmul_high_i32x4_u (local.get $x) (local.get $y))))
						(local.set $o (i32.add (local.get $o) (i32.const 16)))
						(local.set $o2 (i32.add (local.get $o2) (i32.const 16)))
						(br $terms)))
				(local.set $acc
					(i64.add (local.get $acc)
						(i64.add (i64x2.extract_lane 0 (local.get $sum)) (i64x2.extract_lane 1 (local.get $sum)))))
				;; a_(c/2)^2 when the column c is even.
				(if (i32.eqz (i32.and (local.get $c) (i32.const 1)))
					(then
						(local.set $d (i64.load32_u (i32.add (local.get $a) (i32.shl (i32.shr_u (local.get $c) (i32.const 1)) (i32.const 2)))))
						(local.set $acc (i64.add (local.get $acc) (i64.mul (local.get $d) (local.get $d))))))
				(i64.store32 (i32.add (local.get $dst) (i32.shl (i32.sub (local.get $i) (i32.const 1)) (i32.const 2)))
					(i64.and (local.get $acc) (i64.const 0xfffffff)))
				(local.set $acc (i64.shr_u (local.get $acc) (i64.const 28)))
				(local.set $i (i32.add (local.get $i) (i32.const 1)))
				(br $columns)))
		(i64.store32 (i32.add (local.get $dst) (i32.shl (i32.sub (local.get $k) (i32.const 1)) (i32.const 2)))
			(i64.and (local.get $acc) (i64.const 0xfffffff)))
		(if (call $atLeastN (local.get $dst) (i64.shr_u (local.get $acc) (i64.const 28)) (local.get $k))
			(then (call $lessN (local.get $dst) (local.get $k)))))

	;; dst = c*x mod n for a small c > 0 and x < n (dst not x), by doubling and adding.
	(func $mulSmall (param $dst i32) (param $x i32) (param $c i32) (param $k i32)
		(local $bit i32)
		(call $copy (local.get $dst) (local.get $x) (local.get $k))
		(local.set $bit (i32.sub (i32.const 31) (i32.clz (local.get $c))))
		(block $done
			(loop $bits
				(br_if $done (i32.eqz (local.get $bit)))
				(local.set $bit (i32.sub (local.get $bit) (i32.const 1)))
				(call $add (local.get $dst) (local.get $dst) (local.get $dst) (local.get $k))
				(if (i32.and (i32.shr_u (local.get $c) (local.get $bit)) (i32.const 1))
					(then (call $add (local.get $dst) (local.get $dst) (local.get $x) (local.get $k))))
				(br $bits))))

	;; dst = x + y mod n for x, y < n (dst may be x or y).
	(func $add (param $dst i32) (param $x i32) (param $y i32) (param $k i32)
		(local $i i32) (local $o i32) (local $t i64)
		(block $done
			(loop $limbs
				(br_if $done (i32.ge_u (local.get $i) (local.get $k)))
				(local.set $o (i32.shl (local.get $i) (i32.const 2)))
				(local.set $t
					(i64.add (local.get $t)
						(i64.add (i64.load32_u (i32.add (local.get $x) (local.get $o)))
							(i64.load32_u (i32.add (local.get $y) (local.get $o))))))
				(i64.store32 (i32.add (local.get $dst) (local.get $o)) (i64.and (local.get $t) (i64.const 0xfffffff)))
				(local.set $t (i64.shr_u (local.get $t) (i64.const 28)))
				(local.set $i (i32.add (local.get $i) (i32.const 1)))
				(br $limbs)))
		(if (call $atLeastN (local.get $dst) (local.get $t) (local.get $k))
			(then (call $lessN (local.get $dst) (local.get $k)))))

	;; dst = x - y mod n for x, y < n (dst may be x or y).
	(func $sub (param $dst i32) (param $x i32) (param $y i32) (param $k i32)
		(local $i i32) (local $o i32) (local $t i64)
		(block $done
			(loop $limbs
				(br_if $done (i32.ge_u (local.get $i) (local.get $k)))
				(local.set $o (i32.shl (local.get $i) (i32.const 2)))
				(local.set $t
					(i64.add (local.get $t)
						(i64.sub (i64.load32_u (i32.add (local.get $x) (local.get $o)))
							(i64.load32_u (i32.add (local.get $y) (local.get $o))))))
				(i64.store32 (i32.add (local.get $dst) (local.get $o)) (i64.and (local.get $t) (i64.const 0xfffffff)))
				(local.set $t (i64.shr_s (local.get $t) (i64.const 28)))
				(local.set $i (i32.add (local.get $i) (i32.const 1)))
				(br $limbs)))
		;; A borrow out of the top: x < y, so add n back (the carry out of that cancels the borrow).
		(if (i64.ne (local.get $t) (i64.const 0))
			(then
				(local.set $i (i32.const 0))
				(local.set $t (i64.const 0))
				(block $done
					(loop $limbs
						(br_if $done (i32.ge_u (local.get $i) (local.get $k)))
						(local.set $o (i32.shl (local.get $i) (i32.const 2)))
						(local.set $t
							(i64.add (local.get $t)
								(i64.add (i64.load32_u (i32.add (local.get $dst) (local.get $o)))
									(i64.load32_u (i32.add (global.get $N) (local.get $o))))))
						(i64.store32 (i32.add (local.get $dst) (local.get $o)) (i64.and (local.get $t) (i64.const 0xfffffff)))
						(local.set $t (i64.shr_u (local.get $t) (i64.const 28)))
						(local.set $i (i32.add (local.get $i) (i32.const 1)))
						(br $limbs))))))

	(func $copy (param $dst i32) (param $x i32) (param $k i32)
		(memory.copy (local.get $dst) (local.get $x) (i32.shl (local.get $k) (i32.const 2))))

	(func $equal (param $x i32) (param $y i32) (param $k i32) (result i32)
		(local $i i32)
		(block $done
			(loop $limbs
				(br_if $done (i32.ge_u (local.get $i) (local.get $k)))
				(if (i64.ne (i64.load32_u (i32.add (local.get $x) (i32.shl (local.get $i) (i32.const 2))))
						(i64.load32_u (i32.add (local.get $y) (i32.shl (local.get $i) (i32.const 2)))))
					(then (return (i32.const 0))))
				(local.set $i (i32.add (local.get $i) (i32.const 1)))
				(br $limbs)))
		(i32.const 1))

	(func $isZero (param $x i32) (param $k i32) (result i32)
		(local $i i32)
		(block $done
			(loop $limbs
				(br_if $done (i32.ge_u (local.get $i) (local.get $k)))
				(if (i64.ne (i64.load32_u (i32.add (local.get $x) (i32.shl (local.get $i) (i32.const 2)))) (i64.const 0))
					(then (return (i32.const 0))))
				(local.set $i (i32.add (local.get $i) (i32.const 1)))
				(br $limbs)))
		(i32.const 1))

	;; Bit i of the exponent.
	(func $bit (param $i i32) (result i32)
		(i32.wrap_i64
			(i64.and
				(i64.shr_u
					(i64.load32_u (i32.add (global.get $E) (i32.shl (i32.div_u (local.get $i) (i32.const 28)) (i32.const 2))))
					(i64.extend_i32_u (i32.rem_u (local.get $i) (i32.const 28))))
				(i64.const 1))))

	;; 1 when n (k limbs) is a strong probable prime to the base in slot C (base 2 when `two`,
	;; then C is not read), else 0. E holds d, whose top bit is `top`; n - 1 = d*2^s.
	(func (export "strongProbablePrime") (param $k i32) (param $two i32) (param $top i32) (param $s i32)
		(result i32)
		(local $ninv i64) (local $i i32) (local $r i32)
		(call $prepare (local.get $k))
		(local.set $ninv (call $ninv))
		;; MINUS = n - one, by subtraction from zero mod n.
		(memory.fill (global.get $MINUS) (i32.const 0) (i32.shl (local.get $k) (i32.const 2)))
		(call $sub (global.get $MINUS) (global.get $MINUS) (global.get $ONE) (local.get $k))
		;; X = the base (d is odd, so its top bit is the base itself).
		(if (local.get $two)
			(then (call $add (global.get $X) (global.get $ONE) (global.get $ONE) (local.get $k)))
			(else (call $copy (global.get $X) (global.get $C) (local.get $k))))
		(local.set $i (local.get $top))
		(block $done
			(loop $bits
				(br_if $done (i32.eqz (local.get $i)))
				(local.set $i (i32.sub (local.get $i) (i32.const 1)))
				(call $sqr (global.get $X) (global.get $X) (local.get $k) (local.get $ninv))
				(if (call $bit (local.get $i))
					(then
						(if (local.get $two)
							(then (call $add (global.get $X) (global.get $X) (global.get $X) (local.get $k)))
							(else (call $mul (global.get $X) (global.get $X) (global.get $C) (local.get $k) (local.get $ninv))))))
				(br $bits)))
		(if (i32.or (call $equal (global.get $X) (global.get $ONE) (local.get $k))
				(call $equal (global.get $X) (global.get $MINUS) (local.get $k)))
			(then (return (i32.const 1))))
		(local.set $r (i32.const 1))
		(block $composite
			(loop $squares
				(br_if $composite (i32.ge_u (local.get $r) (local.get $s)))
				(call $sqr (global.get $X) (global.get $X) (local.get $k) (local.get $ninv))
				(if (call $equal (global.get $X) (global.get $MINUS) (local.get $k)) (then (return (i32.const 1))))
				;; 1 after something other than -1: a nontrivial square root of 1.
				(br_if $composite (call $equal (global.get $X) (global.get $ONE) (local.get $k)))
				(local.set $r (i32.add (local.get $r) (i32.const 1)))
				(br $squares)))
		(i32.const 0))

	;; 1 when n (k limbs) is a strong Lucas probable prime for P = 1 and Q = q, else 0; slot C holds
	;; Q in Montgomery form, and q is its small value (|q| < 2^31).
	;; E holds k of n + 1 = k*2^s, whose top bit is `top`.
	(func (export "strongLucas") (param $k i32) (param $q i32) (param $top i32) (param $s i32) (result i32)
		(local $ninv i64) (local $i i32) (local $r i32) (local $c i32)
		(call $prepare (local.get $k))
		(local.set $ninv (call $ninv))
		(local.set $c (select (i32.sub (i32.const 0) (local.get $q)) (local.get $q)
			(i32.lt_s (local.get $q) (i32.const 0))))
		(memory.fill (global.get $ZERO) (i32.const 0) (i32.shl (local.get $k) (i32.const 2)))
		(memory.fill (global.get $MINUS) (i32.const 0) (i32.shl (local.get $k) (i32.const 2)))
		(call $sub (global.get $MINUS) (global.get $MINUS) (global.get $ONE) (local.get $k))
		;; V_1 = P = 1, V_2 = P^2 - 2Q = 1 - 2Q, Q^1.
		(call $copy (global.get $V) (global.get $ONE) (local.get $k))
		(call $sub (global.get $W) (global.get $ONE) (global.get $C) (local.get $k))
		(call $sub (global.get $W) (global.get $W) (global.get $C) (local.get $k))
		(call $copy (global.get $QK) (global.get $C) (local.get $k))
		(local.set $i (local.get $top))
		(block $done
			(loop $ladder
				(br_if $done (i32.eqz (local.get $i)))
				(local.set $i (i32.sub (local.get $i) (i32.const 1)))
				(if (call $bit (local.get $i))
					(then
						;; j -> 2j + 1: V_2j+1 = V_j V_j+1 - Q^j, V_2j+2 = V_j+1^2 - 2Q^j+1,
						;; Q^2j+1 = Q^j Q^j+1.
						(call $mulSmall (global.get $NEXT) (global.get $QK) (local.get $c) (local.get $k))
						(if (i32.lt_s (local.get $q) (i32.const 0))
							(then (call $sub (global.get $NEXT) (global.get $ZERO) (global.get $NEXT) (local.get $k))))
						(call $mul (global.get $V) (global.get $V) (global.get $W) (local.get $k) (local.get $ninv))
						(call $sub (global.get $V) (global.get $V) (global.get $QK) (local.get $k))
						(call $sqr (global.get $W) (global.get $W) (local.get $k) (local.get $ninv))
						(if (i32.eq (local.get $q) (i32.const -1))
							;; Q = -1 (D = 5, half of all n): Q^j is 1 or -1, so Q^2j+1 = -1.
							(then (call $copy (global.get $QK) (global.get $MINUS) (local.get $k)))
							(else (call $mul (global.get $QK) (global.get $QK) (global.get $NEXT) (local.get $k) (local.get $ninv))))
						(call $add (global.get $NEXT) (global.get $NEXT) (global.get $NEXT) (local.get $k))
						(call $sub (global.get $W) (global.get $W) (global.get $NEXT) (local.get $k)))
					(else
						;; j -> 2j: V_2j+1 = V_j V_j+1 - Q^j, V_2j = V_j^2 - 2Q^j, Q^2j = (Q^j)^2.
						(call $mul (global.get $W) (global.get $V) (global.get $W) (local.get $k) (local.get $ninv))
						(call $sub (global.get $W) (global.get $W) (global.get $QK) (local.get $k))
						(call $sqr (global.get $V) (global.get $V) (local.get $k) (local.get $ninv))
						(call $add (global.get $T) (global.get $QK) (global.get $QK) (local.get $k))
						(call $sub (global.get $V) (global.get $V) (global.get $T) (local.get $k))
						(if (i32.eq (local.get $q) (i32.const -1))
							(then (call $copy (global.get $QK) (global.get $ONE) (local.get $k)))
							(else (call $sqr (global.get $QK) (global.get $QK) (local.get $k) (local.get $ninv))))))
				(br $ladder)))
		;; U_k = (2V_k+1 - V_k)/D, and D is prime to n: U_k = 0 exactly when 2V_k+1 = V_k.
		(call $add (global.get $T) (global.get $W) (global.get $W) (local.get $k))
		(if (call $equal (global.get $T) (global.get $V) (local.get $k)) (then (return (i32.const 1))))
		(block $composite
			(loop $squares
				(if (call $isZero (global.get $V) (local.get $k)) (then (return (i32.const 1))))
				(local.set $r (i32.add (local.get $r) (i32.const 1)))
				(br_if $composite (i32.ge_u (local.get $r) (local.get $s)))
				;; V_2k = V_k^2 - 2Q^k, Q^2k = (Q^k)^2.
				(call $sqr (global.get $V) (global.get $V) (local.get $k) (local.get $ninv))
				(call $add (global.get $T) (global.get $QK) (global.get $QK) (local.get $k))
				(call $sub (global.get $V) (global.get $V) (global.get $T) (local.get $k))
				(if (i32.eq (local.get $q) (i32.const -1))
							(then (call $copy (global.get $QK) (global.get $ONE) (local.get $k)))
							(else (call $sqr (global.get $QK) (global.get $QK) (local.get $k) (local.get $ninv))))
				(br $squares)))
		(i32.const 0))
)

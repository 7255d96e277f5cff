-- ΔE 2000 in the database (issue 43 §3.13): the hex search pages and sorts the nearest colours
-- and the products wearing them in SQL. The same arithmetic as culori's differenceCiede2000 over
-- its lab65 (sRGB, D65), so the database and the tests agree to the last decimal shown.
CREATE OR REPLACE FUNCTION colour_lab(hex text) RETURNS double precision[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  h text := lower(ltrim(hex, '#'));
  c double precision[] := array[0, 0, 0]::double precision[];
  v double precision;
  x double precision;
  y double precision;
  z double precision;
  f0 double precision;
  f1 double precision;
  f2 double precision;
  lab_l double precision;
  lab_a double precision;
  lab_b double precision;
  k constant double precision := 24389.0 / 27.0;
  e constant double precision := 216.0 / 24389.0;
BEGIN
  IF h ~ '^[0-9a-f]{3}$' THEN
    h := substr(h, 1, 1) || substr(h, 1, 1) || substr(h, 2, 1) || substr(h, 2, 1)
      || substr(h, 3, 1) || substr(h, 3, 1);
  ELSIF h !~ '^[0-9a-f]{6}$' THEN
    RETURN NULL;
  END IF;
  FOR i IN 0..2 LOOP
    v := ('x' || substr(h, i * 2 + 1, 2))::bit(8)::int / 255.0;
    c[i + 1] := CASE WHEN v <= 0.04045 THEN v / 12.92 ELSE ((v + 0.055) / 1.055) ^ 2.4 END;
  END LOOP;
  x := (0.4123907992659593 * c[1] + 0.357584339383878 * c[2] + 0.1804807884018343 * c[3])
    / (0.3127 / 0.329);
  y := 0.2126390058715102 * c[1] + 0.715168678767756 * c[2] + 0.0721923153607337 * c[3];
  z := (0.0193308187155918 * c[1] + 0.119194779794626 * c[2] + 0.9505321522496607 * c[3])
    / ((1 - 0.3127 - 0.329) / 0.329);
  f0 := CASE WHEN x > e THEN cbrt(x) ELSE (k * x + 16) / 116 END;
  f1 := CASE WHEN y > e THEN cbrt(y) ELSE (k * y + 16) / 116 END;
  f2 := CASE WHEN z > e THEN cbrt(z) ELSE (k * z + 16) / 116 END;
  lab_l := 116 * f1 - 16;
  lab_a := 500 * (f0 - f1);
  lab_b := 200 * (f1 - f2);
  -- A grey has no chroma (floating point would leave it a little).
  IF c[1] = c[2] AND c[2] = c[3] THEN
    lab_a := 0;
    lab_b := 0;
  END IF;
  RETURN array[lab_l, lab_a, lab_b];
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delta_e_2000(std double precision[], smp double precision[])
RETURNS double precision
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  c_std double precision := sqrt(std[2] ^ 2 + std[3] ^ 2);
  c_smp double precision := sqrt(smp[2] ^ 2 + smp[3] ^ 2);
  c_avg double precision := (c_std + c_smp) / 2;
  g double precision := 0.5 * (1 - sqrt(c_avg ^ 7 / (c_avg ^ 7 + 25.0 ^ 7)));
  ap_std double precision := std[2] * (1 + g);
  ap_smp double precision := smp[2] * (1 + g);
  cp_std double precision := sqrt(ap_std ^ 2 + std[3] ^ 2);
  cp_smp double precision := sqrt(ap_smp ^ 2 + smp[3] ^ 2);
  hp_std double precision := CASE WHEN abs(ap_std) + abs(std[3]) = 0 THEN 0
    ELSE atan2(std[3], ap_std) END;
  hp_smp double precision := CASE WHEN abs(ap_smp) + abs(smp[3]) = 0 THEN 0
    ELSE atan2(smp[3], ap_smp) END;
  d_l double precision := smp[1] - std[1];
  d_c double precision := cp_smp - cp_std;
  dhp double precision;
  d_h double precision;
  lp double precision := (std[1] + smp[1]) / 2;
  cp double precision := (cp_std + cp_smp) / 2;
  hp double precision;
  lpm50 double precision;
  t double precision;
  sl double precision;
  sc double precision;
  sh double precision;
  delta_theta double precision;
  rc double precision;
  rt double precision;
BEGIN
  IF hp_std < 0 THEN hp_std := hp_std + 2 * pi(); END IF;
  IF hp_smp < 0 THEN hp_smp := hp_smp + 2 * pi(); END IF;
  dhp := CASE WHEN cp_std * cp_smp = 0 THEN 0 ELSE hp_smp - hp_std END;
  IF dhp > pi() THEN dhp := dhp - 2 * pi(); END IF;
  IF dhp < -pi() THEN dhp := dhp + 2 * pi(); END IF;
  d_h := 2 * sqrt(cp_std * cp_smp) * sin(dhp / 2);
  IF cp_std * cp_smp = 0 THEN
    hp := hp_std + hp_smp;
  ELSE
    hp := (hp_std + hp_smp) / 2;
    IF abs(hp_std - hp_smp) > pi() THEN hp := hp - pi(); END IF;
    IF hp < 0 THEN hp := hp + 2 * pi(); END IF;
  END IF;
  lpm50 := (lp - 50) ^ 2;
  t := 1 - 0.17 * cos(hp - pi() / 6) + 0.24 * cos(2 * hp) + 0.32 * cos(3 * hp + pi() / 30)
    - 0.2 * cos(4 * hp - 63 * pi() / 180);
  sl := 1 + 0.015 * lpm50 / sqrt(20 + lpm50);
  sc := 1 + 0.045 * cp;
  sh := 1 + 0.015 * cp * t;
  -- (A unary minus binds tighter than ^ in PostgreSQL: the square is taken first, then negated.)
  delta_theta := 30 * pi() / 180 * exp(-1 * ((((180 / pi()) * hp - 275) / 25) ^ 2));
  rc := 2 * sqrt(cp ^ 7 / (cp ^ 7 + 25.0 ^ 7));
  rt := -sin(2 * delta_theta) * rc;
  RETURN sqrt((d_l / sl) ^ 2 + (d_c / sc) ^ 2 + (d_h / sh) ^ 2 + rt * (d_c / sc) * (d_h / sh));
END;
$$;

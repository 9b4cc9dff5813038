# Writes the text of IN as one C++ raw string literal to OUT (pattern files compiled into the binary).
file(READ "${IN}" CONTENT)
file(WRITE "${OUT}.tmp" "R\"DTPAT(${CONTENT})DTPAT\"\n")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")

// The Catch2 test runner's main (Catch2 v2, single header from Debian's catch2 package).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
